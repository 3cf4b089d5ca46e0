// sun.nio.ch.SimpleAsynchronousFileChannelImpl: AsynchronousFileChannel over a FileChannel.
package sun.nio.ch;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousFileChannel;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.CompletionHandler;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The AsynchronousFileChannel of JDK 17 on Linux (same class name), over a FileChannel: reads and
 * writes at an explicit position (FileChannel's positional forms, so the channel has no position
 * of its own), locks through FileChannel's lock table. A Future-returning operation runs at once in
 * the calling thread and returns a completed Future (get gives its result or an
 * ExecutionException holding its failure, such as ClosedChannelException); a
 * CompletionHandler-taking one runs on the executor given to open, else on a new daemon thread
 * (JDK 17 uses its default thread pool), which then calls the handler. Argument checks are
 * JDK 17's and throw at the call: NullPointerException, IllegalArgumentException "Negative
 * position" / "Negative size" / "Read-only buffer", NonReadableChannelException,
 * NonWritableChannelException (a read or shared lock on a channel not opened for reading, a write
 * or exclusive lock on one not opened for writing).
 * Thread-safe as FileChannel is.
 */
public class SimpleAsynchronousFileChannelImpl extends AsynchronousFileChannel {
    private final FileChannel fc;
    private final ExecutorService executor;

    public SimpleAsynchronousFileChannelImpl(FileChannel fc, ExecutorService executor) {
        this.fc = fc;
        this.executor = executor;
    }

    private interface Op<V> {
        V run() throws Exception;
    }

    /** A finished operation's Future. */
    private static final class Done<V> implements Future<V> {
        private final V value;
        private final Throwable failure;

        Done(V value, Throwable failure) {
            this.value = value;
            this.failure = failure;
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            return false;
        }

        public boolean isCancelled() {
            return false;
        }

        public boolean isDone() {
            return true;
        }

        public V get() throws ExecutionException {
            if (failure != null) {
                if (failure instanceof CancellationException) {
                    throw (CancellationException) failure;
                }
                throw new ExecutionException(failure);
            }
            return value;
        }

        public V get(long timeout, TimeUnit unit) throws ExecutionException {
            if (unit == null) {
                throw new NullPointerException();
            }
            return get();
        }
    }

    private <V> Future<V> now(Op<V> op) {
        if (!fc.isOpen()) {
            return new Done<V>(null, new ClosedChannelException());
        }
        try {
            return new Done<V>(op.run(), null);
        } catch (Throwable t) {
            return new Done<V>(null, t);
        }
    }

    private <V, A> void later(final Op<V> op, final A attachment, final CompletionHandler<V, ? super A> handler) {
        if (handler == null) {
            throw new NullPointerException("'handler' is null");
        }
        Runnable task = new Runnable() {
            public void run() {
                V result;
                try {
                    if (!fc.isOpen()) {
                        throw new ClosedChannelException();
                    }
                    result = op.run();
                } catch (Throwable t) {
                    handler.failed(t, attachment);
                    return;
                }
                handler.completed(result, attachment);
            }
        };
        if (executor != null) {
            executor.execute(task);
        } else {
            Thread t = new Thread(task);
            t.setDaemon(true);
            t.start();
        }
    }

    /** A lock held through this channel: the FileChannel's lock, reported as acquired by us. */
    private final class AsyncLock extends FileLock {
        private final FileLock inner;

        AsyncLock(FileLock inner) {
            super(SimpleAsynchronousFileChannelImpl.this, inner.position(), inner.size(), inner.isShared());
            this.inner = inner;
        }

        public boolean isValid() {
            return inner.isValid();
        }

        public void release() throws IOException {
            inner.release();
        }
    }

    public long size() throws IOException {
        return fc.size();
    }

    public AsynchronousFileChannel truncate(long size) throws IOException {
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        fc.truncate(size);
        return this;
    }

    public void force(boolean metaData) throws IOException {
        fc.force(metaData);
    }

    private boolean readable() {
        return !(fc instanceof FileChannelImpl) || ((FileChannelImpl) fc).isReadable();
    }

    private boolean writable() {
        return !(fc instanceof FileChannelImpl) || ((FileChannelImpl) fc).isWritable();
    }

    // JDK 17's checks of lock(position, size, shared), in its order.
    private void checkLock(long position, long size, boolean shared) {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        if (position + size < 0) {
            throw new IllegalArgumentException("Negative position + size");
        }
        if (shared && !readable()) {
            throw new NonReadableChannelException();
        }
        if (!shared && !writable()) {
            throw new NonWritableChannelException();
        }
    }

    private Op<FileLock> lockOp(final long position, final long size, final boolean shared) {
        checkLock(position, size, shared);
        return new Op<FileLock>() {
            public FileLock run() throws IOException {
                return new AsyncLock(fc.lock(position, size, shared));
            }
        };
    }

    public <A> void lock(long position, long size, boolean shared, A attachment,
                         CompletionHandler<FileLock, ? super A> handler) {
        later(lockOp(position, size, shared), attachment, handler);
    }

    public Future<FileLock> lock(long position, long size, boolean shared) {
        return now(lockOp(position, size, shared));
    }

    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        checkLock(position, size, shared);
        FileLock l = fc.tryLock(position, size, shared);
        return l == null ? null : new AsyncLock(l);
    }

    private Op<Integer> readOp(final ByteBuffer dst, final long position) {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        if (!readable()) {
            throw new NonReadableChannelException();
        }
        if (dst == null) {
            throw new NullPointerException("Cannot invoke \"java.nio.ByteBuffer.isReadOnly()\" because \"dst\" is null");
        }
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        return new Op<Integer>() {
            public Integer run() throws IOException {
                return fc.read(dst, position);
            }
        };
    }

    private Op<Integer> writeOp(final ByteBuffer src, final long position) {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        if (!writable()) {
            throw new NonWritableChannelException();
        }
        if (src == null) {
            throw new NullPointerException();
        }
        return new Op<Integer>() {
            public Integer run() throws IOException {
                return fc.write(src, position);
            }
        };
    }

    public <A> void read(ByteBuffer dst, long position, A attachment, CompletionHandler<Integer, ? super A> handler) {
        later(readOp(dst, position), attachment, handler);
    }

    public Future<Integer> read(ByteBuffer dst, long position) {
        return now(readOp(dst, position));
    }

    public <A> void write(ByteBuffer src, long position, A attachment, CompletionHandler<Integer, ? super A> handler) {
        later(writeOp(src, position), attachment, handler);
    }

    public Future<Integer> write(ByteBuffer src, long position) {
        return now(writeOp(src, position));
    }

    public boolean isOpen() {
        return fc.isOpen();
    }

    public void close() throws IOException {
        fc.close();
    }
}
