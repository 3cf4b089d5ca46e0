// Byte streams over files: FileInput/OutputStream (append), the buffered streams with mark/reset,
// Data streams with EOFException and readUTF, Pushback and Sequence streams, closed-stream errors.
import java.io.*;
import java.util.Arrays;

public class StreamsRoundTrip {
    public static void main(String[] args) throws IOException {
        File f = new File("bytes.bin");
        try (FileOutputStream out = new FileOutputStream(f)) {
            for (int i = 0; i < 10; i++) {
                out.write(i);
            }
            out.write(new byte[] {100, 101, 102, 103}, 1, 2);
        }
        try (FileOutputStream out = new FileOutputStream("bytes.bin", true)) {
            out.write(new byte[] {-1, -2});
        }
        System.out.println("length " + f.length());
        try (FileInputStream in = new FileInputStream(f)) {
            System.out.println("available " + in.available());
            System.out.println("read " + in.read() + " " + in.read());
            System.out.println("skip " + in.skip(3));
            byte[] buf = new byte[4];
            System.out.println("read[] " + in.read(buf) + " " + Arrays.toString(buf));
            System.out.println("rest " + Arrays.toString(in.readAllBytes()));
            System.out.println("at end " + in.read() + " " + in.read(buf) + " available " + in.available());
            try {
                in.read(buf, 3, 2);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("bounds: " + e.getClass().getName());
            }
        }
        FileInputStream closed = new FileInputStream(f);
        closed.close();
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("closed read: " + e);
        }
        FileOutputStream closedOut = new FileOutputStream("other.bin");
        closedOut.close();
        try {
            closedOut.write(1);
        } catch (IOException e) {
            System.out.println("closed write: " + e);
        }

        try (BufferedOutputStream out = new BufferedOutputStream(new FileOutputStream("big.bin"), 64)) {
            for (int i = 0; i < 1000; i++) {
                out.write(i & 0x7f);
            }
            out.write(new byte[200]);
        }
        try (BufferedInputStream in = new BufferedInputStream(new FileInputStream("big.bin"), 16)) {
            System.out.println("markSupported " + in.markSupported());
            in.mark(100);
            byte[] first = new byte[40];
            System.out.println("read " + in.read(first, 0, 40));
            in.reset();
            System.out.println("after reset " + in.read() + " " + in.read());
            long total = 2;
            int n;
            byte[] buf = new byte[77];
            while ((n = in.read(buf)) > 0) {
                total += n;
            }
            System.out.println("total " + total);
            try {
                in.reset();
            } catch (IOException e) {
                System.out.println("reset: " + e.getMessage());
            }
        }
        BufferedInputStream bin = new BufferedInputStream(new ByteArrayInputStream(new byte[5]));
        bin.close();
        try {
            bin.read();
        } catch (IOException e) {
            System.out.println("closed buffered: " + e.getMessage());
        }

        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream("data.bin")))) {
            out.writeBoolean(true);
            out.writeByte(-5);
            out.writeShort(-12345);
            out.writeChar('Z');
            out.writeInt(0xCAFEBABE);
            out.writeLong(Long.MIN_VALUE + 7);
            out.writeFloat(3.25f);
            out.writeDouble(-0.0);
            out.writeDouble(Double.NaN);
            out.writeUTF("caf\u00e9 \u20ac \u0000 end");
            out.writeBytes("AB");
            out.writeChars("cd");
            System.out.println("size " + out.size());
        }
        System.out.println("file " + new File("data.bin").length());
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream("data.bin")))) {
            System.out.println(in.readBoolean() + " " + in.readByte() + " " + in.readShort() + " " + in.readChar());
            System.out.println(Integer.toHexString(in.readInt()) + " " + in.readLong() + " " + in.readFloat());
            System.out.println(in.readDouble() + " " + in.readDouble());
            String s = in.readUTF();
            System.out.println(s.length() + " " + (int) s.charAt(4) + " " + (int) s.charAt(6) + " " + (int) s.charAt(8));
            System.out.println((char) in.readUnsignedByte() + "" + (char) in.readByte() + in.readChar() + in.readChar());
            try {
                in.readInt();
            } catch (EOFException e) {
                System.out.println("EOF: " + e);
            }
        }
        try {
            new DataInputStream(new ByteArrayInputStream(new byte[] {0, 2, (byte) 0xC3})).readUTF();
        } catch (EOFException e) {
            System.out.println("short utf: " + e);
        }
        try {
            new DataInputStream(new ByteArrayInputStream(new byte[] {0, 2, (byte) 0xC3, 0x41})).readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println(e);
        }
        try {
            new DataInputStream(new ByteArrayInputStream(new byte[] {0, 1, (byte) 0xF0})).readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println(e);
        }
        byte[] full = new byte[3];
        try {
            new DataInputStream(new ByteArrayInputStream(new byte[] {1, 2})).readFully(full);
        } catch (EOFException e) {
            System.out.println("readFully: " + e);
        }

        PushbackInputStream pb = new PushbackInputStream(new ByteArrayInputStream("hello".getBytes()), 2);
        int c = pb.read();
        pb.unread(c);
        pb.unread('x');
        System.out.println("pushback " + (char) pb.read() + (char) pb.read() + (char) pb.read());
        try {
            pb.unread(new byte[] {1, 2, 3});
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        SequenceInputStream seq = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()),
                new FileInputStream("bytes.bin"));
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        System.out.println("transferTo " + seq.transferTo(all) + " " + all.size());
        seq.close();
        try (InputStream in = new FileInputStream("data.bin")) {
            System.out.println("readNBytes " + in.readNBytes(4).length + " " + in.readNBytes(1000).length);
        }
        System.out.println(new File("bytes.bin").delete() + " " + new File("big.bin").delete() + " "
                + new File("data.bin").delete() + " " + new File("other.bin").delete());
    }
}
