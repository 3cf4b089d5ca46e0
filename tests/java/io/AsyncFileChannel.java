// AsynchronousFileChannel as programs use it: Future and CompletionHandler reads and writes at
// positions, end of file, locks (exclusive and shared, acquiredBy), size/truncate/force, closed
// channels, argument errors, a read-only channel and an executor of the program's own.
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousFileChannel;
import java.nio.channels.CompletionHandler;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.EnumSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class AsyncFileChannel {
    static String result;

    @SuppressWarnings({"rawtypes", "unchecked"})
    static String await(AsynchronousFileChannel ch, java.util.function.BiConsumer<String, CompletionHandler> op)
            throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        op.accept("att", new CompletionHandler() {
            public void completed(Object v, Object a) {
                result = a + " completed " + v;
                done.countDown();
            }
            public void failed(Throwable t, Object a) {
                result = a + " failed " + t;
                done.countDown();
            }
        });
        done.await(10, TimeUnit.SECONDS);
        return result;
    }

    static String text(ByteBuffer b) {
        b.flip();
        return StandardCharsets.UTF_8.decode(b).toString();
    }

    public static void main(String[] args) throws Exception {
        Path path = Paths.get("async-channel-test.txt");
        Files.deleteIfExists(path);
        try (AsynchronousFileChannel ch = AsynchronousFileChannel.open(path, StandardOpenOption.CREATE,
                StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            System.out.println("open " + ch.isOpen() + " size " + ch.size());
            Future<Integer> w = ch.write(ByteBuffer.wrap("hello world".getBytes(StandardCharsets.UTF_8)), 0);
            System.out.println("write " + w.get() + " done " + w.isDone() + " cancelled " + w.isCancelled());
            System.out.println("gap write " + ch.write(ByteBuffer.wrap("!".getBytes()), 20).get(5, TimeUnit.SECONDS)
                    + " size " + ch.size());
            ByteBuffer r = ByteBuffer.allocate(5);
            System.out.println("read " + ch.read(r, 6).get() + " '" + text(r) + "'");
            ByteBuffer big = ByteBuffer.allocate(64);
            System.out.println("read all " + ch.read(big, 0).get() + " remaining " + big.remaining());
            System.out.println("eof " + ch.read(ByteBuffer.allocate(4), 100).get());
            ByteBuffer full = ByteBuffer.allocate(0);
            System.out.println("empty buffer " + ch.read(full, 0).get());
            System.out.println(await(ch, (a, h) -> ch.write(ByteBuffer.wrap("HELLO".getBytes()), 0, a, h)));
            ByteBuffer hr = ByteBuffer.allocate(11);
            System.out.println(await(ch, (a, h) -> ch.read(hr, 0, a, h)) + " '" + text(hr) + "'");
            System.out.println(await(ch, (a, h) -> ch.read(ByteBuffer.allocate(3), 500, a, h)));
            try (FileLock lock = ch.lock().get()) {
                System.out.println("lock " + lock.isValid() + " " + lock.isShared() + " " + lock.position() + ":" + lock.size()
                        + " acquiredBy " + (lock.acquiredBy() == ch) + " channel " + lock.channel());
                System.out.println("tryLock overlapping: " + tryLock(ch, 0, 1, false));
            }
            FileLock shared = ch.lock(2, 3, true).get();
            System.out.println("shared " + shared.isValid() + " " + shared.isShared() + " " + shared.position() + ":" + shared.size());
            shared.release();
            System.out.println("released " + shared.isValid());
            FileLock t = ch.tryLock(5, 5, false);
            System.out.println("tryLock " + t.isValid() + " " + t.position() + ":" + t.size());
            t.release();
            System.out.println(await(ch, (a, h) -> ch.lock(1, 2, false, a, new CompletionHandler<FileLock, String>() {
                public void completed(FileLock l, String att) {
                    h.completed(l.position() + ":" + l.size() + " " + l.isValid(), att);
                    try {
                        l.release();
                    } catch (IOException e) {
                        h.failed(e, att);
                    }
                }
                public void failed(Throwable e, String att) {
                    h.failed(e, att);
                }
            })));
            System.out.println("truncate " + (ch.truncate(8) == ch) + " size " + ch.size());
            ch.force(true);
            ch.force(false);
            Runnable[] bad = {
                () -> ch.read(ByteBuffer.allocate(1), -1),
                () -> ch.write(ByteBuffer.allocate(1), -1),
                () -> ch.read(ByteBuffer.allocate(1).asReadOnlyBuffer(), 0),
                () -> ch.read(null, 0),
                () -> ch.read(ByteBuffer.allocate(1), 0, "x", null),
                () -> ch.lock(-1, 1, false),
                () -> ch.lock(0, -1, false),
            };
            for (Runnable b : bad) {
                try {
                    b.run();
                    System.out.println("accepted");
                } catch (RuntimeException e) {
                    System.out.println("error " + e);
                }
            }
            try {
                ch.truncate(-1);
            } catch (IllegalArgumentException e) {
                System.out.println("truncate -1: " + e);
            }
            ch.close();
            System.out.println("closed " + ch.isOpen());
            try {
                ch.read(ByteBuffer.allocate(1), 0).get();
            } catch (ExecutionException e) {
                System.out.println("read after close: " + e.getCause());
            }
            System.out.println(await(ch, (a, h) -> ch.write(ByteBuffer.allocate(1), 0, a, h)));
            try {
                ch.size();
            } catch (IOException e) {
                System.out.println("size after close: " + e);
            }
        }
        try (AsynchronousFileChannel ro = AsynchronousFileChannel.open(path)) {
            ByteBuffer b = ByteBuffer.allocate(20);
            System.out.println("read-only read " + ro.read(b, 0).get() + " '" + text(b) + "'");
            try {
                ro.write(ByteBuffer.allocate(1), 0);
                System.out.println("write accepted");
            } catch (RuntimeException e) {
                System.out.println("read-only write: " + e);
            }
            try {
                ro.lock();
                System.out.println("exclusive lock accepted");
            } catch (RuntimeException e) {
                System.out.println("read-only exclusive lock: " + e);
            }
        }
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (AsynchronousFileChannel pooled = AsynchronousFileChannel.open(path,
                EnumSet.of(StandardOpenOption.READ), pool)) {
            ByteBuffer b = ByteBuffer.allocate(4);
            System.out.println("pooled " + await(pooled, (a, h) -> pooled.read(b, 4, a, h)) + " '" + text(b) + "'");
        }
        pool.shutdown();
        try {
            AsynchronousFileChannel.open(Paths.get("no-such-dir/nothing.txt"), StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            System.out.println("missing: " + e);
        }
        Files.delete(path);
    }

    static String tryLock(AsynchronousFileChannel ch, long p, long s, boolean shared) {
        try {
            return String.valueOf(ch.tryLock(p, s, shared));
        } catch (Exception e) {
            return e.toString();
        }
    }
}
