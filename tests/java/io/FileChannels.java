import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

// FileChannel as programs use it: from streams and RandomAccessFile, FileChannel.open and
// Files.newByteChannel; reads, writes, positions, scattering and gathering, truncation,
// transfers, locks inside one VM, Channels' adapters, and the errors of each.
public class FileChannels {
    static String text(ByteBuffer b) {
        b.flip();
        return StandardCharsets.UTF_8.decode(b).toString();
    }

    public static void main(String[] args) throws IOException {
        File f = new File("channel-test.txt");
        try (FileOutputStream out = new FileOutputStream(f)) {
            FileChannel ch = out.getChannel();
            System.out.println("same channel: " + (ch == out.getChannel()) + ", position " + ch.position() + ", size " + ch.size());
            int n = ch.write(ByteBuffer.wrap("Hello, channels!\n".getBytes(StandardCharsets.UTF_8)));
            System.out.println("wrote " + n + ", position " + ch.position());
            out.write("more from the stream\n".getBytes(StandardCharsets.UTF_8));
            System.out.println("after stream write: position " + ch.position() + ", size " + ch.size());
            ch.write(ByteBuffer.wrap("J".getBytes(StandardCharsets.UTF_8)), 0);
            System.out.println("positional write kept position " + ch.position());
            try {
                ch.read(ByteBuffer.allocate(4));
            } catch (NonReadableChannelException e) {
                System.out.println("read on an output stream's channel: " + e);
            }
        }
        try (FileInputStream in = new FileInputStream(f)) {
            FileChannel ch = in.getChannel();
            ByteBuffer b = ByteBuffer.allocate(5);
            System.out.println("read " + ch.read(b) + " '" + text(b) + "' position " + ch.position());
            System.out.println("stream continues at: " + (char) in.read());
            ByteBuffer at = ByteBuffer.allocate(8);
            ch.read(at, 7);
            System.out.println("positional read '" + text(at) + "' position still " + ch.position());
            ByteBuffer direct = ByteBuffer.allocateDirect(6);
            ch.read(direct);
            System.out.println("into a direct buffer '" + text(direct) + "'");
            ch.position(ch.size());
            System.out.println("at end: " + ch.read(ByteBuffer.allocate(4)) + ", empty buffer: " + ch.read(ByteBuffer.allocate(0)));
            try {
                ch.write(ByteBuffer.allocate(1));
            } catch (NonWritableChannelException e) {
                System.out.println("write on an input stream's channel: " + e);
            }
            try {
                ch.truncate(1);
            } catch (NonWritableChannelException e) {
                System.out.println("truncate: " + e);
            }
            try {
                ch.position(-1);
            } catch (IllegalArgumentException e) {
                System.out.println("negative position: " + e);
            }
        }

        try (RandomAccessFile raf = new RandomAccessFile(f, "rw"); FileChannel ch = raf.getChannel()) {
            ByteBuffer[] parts = {ByteBuffer.allocate(3), ByteBuffer.allocate(4), ByteBuffer.allocate(100)};
            long got = ch.read(parts);
            System.out.println("scattered " + got + ": '" + text(parts[0]) + "' '" + text(parts[1]) + "' " + parts[2].position());
            ch.position(0);
            raf.seek(2);
            System.out.println("raf.seek moves the channel: " + ch.position());
            long wrote = ch.write(new ByteBuffer[] {ByteBuffer.wrap("ab".getBytes()), ByteBuffer.wrap("cd".getBytes())});
            System.out.println("gathered " + wrote + ", file pointer " + raf.getFilePointer());
            ch.truncate(10);
            System.out.println("truncated: size " + ch.size() + ", position " + ch.position() + ", length " + raf.length());
            ch.truncate(100);
            System.out.println("truncate larger keeps size " + ch.size());
            ch.force(true);
            try (FileLock lock = ch.lock(1, 3, false)) {
                System.out.println("lock " + lock.position() + ":" + lock.size() + " shared " + lock.isShared() + " valid " + lock.isValid()
                    + " overlaps(2,1) " + lock.overlaps(2, 1) + " overlaps(4,1) " + lock.overlaps(4, 1));
                try {
                    ch.tryLock(2, 5, false);
                } catch (OverlappingFileLockException e) {
                    System.out.println("overlapping: " + e);
                }
                try (RandomAccessFile peer = new RandomAccessFile(f, "rw"); FileChannel pc = peer.getChannel()) {
                    FileLock other = pc.tryLock(5, 2, false);
                    System.out.println("disjoint lock from another channel: " + (other != null));
                    other.release();
                    System.out.println("released: " + other.isValid());
                }
                lock.release();
                System.out.println("after release: " + lock.isValid());
            }
            FileLock whole = ch.lock();
            System.out.println("whole-file lock size " + whole.size());
            ch.close();
            System.out.println("closed channel: " + ch.isOpen() + ", lock valid " + whole.isValid());
            try {
                raf.read();
            } catch (IOException e) {
                System.out.println("stream after the channel closed: " + e.getMessage());
            }
            try {
                ch.size();
            } catch (ClosedChannelException e) {
                System.out.println("size of a closed channel: " + e);
            }
        }
        try (FileInputStream in = new FileInputStream(f)) {
            FileChannel ch = in.getChannel();
            in.close();
            System.out.println("stream closed, channel open: " + ch.isOpen());
        }

        Path p = Path.of("opened.bin");
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            ByteBuffer b = ByteBuffer.allocate(16);
            b.putInt(0xCAFEBABE).putLong(42L).putShort((short) 7).flip();
            ch.write(b);
            ByteBuffer back = ByteBuffer.allocate(14);
            ch.read(back, 0);
            back.flip();
            System.out.printf("read back %x %d %d%n", back.getInt(), back.getLong(), back.getShort());
        }
        System.out.println("file size " + Files.size(p));
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.APPEND)) {
            ch.write(ByteBuffer.wrap(new byte[] {1, 2, 3}));
            System.out.println("append position " + ch.position() + " size " + ch.size());
        }
        try (SeekableByteChannel sbc = Files.newByteChannel(p)) {
            System.out.println("newByteChannel is a FileChannel: " + (sbc instanceof FileChannel) + ", size " + sbc.size());
            sbc.position(14);
            ByteBuffer tail = ByteBuffer.allocate(3);
            sbc.read(tail);
            System.out.println("tail " + tail.get(0) + " " + tail.get(1) + " " + tail.get(2));
        }
        try {
            FileChannel.open(Path.of("no-such-dir/x.bin"));
        } catch (NoSuchFileException e) {
            System.out.println("missing: " + e);
        }
        try {
            FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.APPEND);
        } catch (IllegalArgumentException e) {
            System.out.println("READ + APPEND: " + e.getMessage());
        }

        try (FileChannel src = FileChannel.open(p); FileChannel dst = FileChannel.open(Path.of("copy.bin"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            long t = src.transferTo(4, 100, dst);
            System.out.println("transferTo " + t + ", src position " + src.position() + ", copy size " + dst.size());
            long t2 = dst.transferFrom(Channels.newChannel(new ByteArrayInputStream("xyz".getBytes())), 2, 10);
            System.out.println("transferFrom " + t2 + ", copy size " + dst.size());
        }
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (FileChannel src = FileChannel.open(Path.of("copy.bin"))) {
            System.out.println("to a stream: " + src.transferTo(0, src.size(), Channels.newChannel(sink)) + " bytes, " + sink.size());
        }
        ReadableByteChannel rc = Channels.newChannel(new ByteArrayInputStream("via a channel".getBytes()));
        ByteBuffer rb = ByteBuffer.allocate(64);
        while (rc.read(rb) > 0) { }
        System.out.println("'" + text(rb) + "' open " + rc.isOpen());
        rc.close();
        System.out.println("closed " + rc.isOpen());
        try (InputStream in = Channels.newInputStream(FileChannel.open(f.toPath()))) {
            byte[] all = in.readAllBytes();
            System.out.println("newInputStream read " + all.length + " bytes");
        }
        WritableByteChannel wc = Channels.newChannel(sink);
        wc.write(ByteBuffer.wrap("!".getBytes()));
        System.out.println("sink " + sink.size());
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            java.nio.MappedByteBuffer ro = ch.map(FileChannel.MapMode.READ_ONLY, 0, 4);
            System.out.printf("mapped read-only %x, direct %b, read-only %b%n", ro.getInt(0), ro.isDirect(), ro.isReadOnly());
            try {
                ro.put(0, (byte) 1);
            } catch (java.nio.ReadOnlyBufferException e) {
                System.out.println("put into a read-only mapping: " + e);
            }
            java.nio.MappedByteBuffer rw = ch.map(FileChannel.MapMode.READ_WRITE, 2, 20);
            System.out.println("mapping past the end grows the file to " + ch.size() + ", position kept " + ch.position());
            rw.put(0, (byte) 'M').put(19, (byte) 'Z');
            rw.force();
            ByteBuffer one = ByteBuffer.allocate(1);
            ch.read(one, 2);
            System.out.println("after force: " + (char) one.get(0) + ", last " + (char) rw.get(19) + ", loaded " + rw.isLoaded());
            try {
                ch.map(FileChannel.MapMode.READ_ONLY, -1, 1);
            } catch (IllegalArgumentException e) {
                System.out.println("map: " + e.getMessage());
            }
        }
        try (FileChannel ch = FileChannel.open(p)) {
            ch.map(FileChannel.MapMode.READ_WRITE, 0, 1);
        } catch (NonWritableChannelException e) {
            System.out.println("READ_WRITE map of a read-only channel: " + e);
        }
        Files.delete(p);
        Files.delete(Path.of("copy.bin"));
        System.out.println("deleted: " + f.delete());
    }
}
