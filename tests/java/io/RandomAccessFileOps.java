// RandomAccessFile: writing and reading primitives at positions, seek, length, setLength, readLine,
// and its errors (bad mode, missing file for "r", negative seek, EOF, closed file).
import java.io.*;

public class RandomAccessFileOps {
    public static void main(String[] args) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile("records.dat", "rw")) {
            for (int i = 0; i < 10; i++) {
                raf.writeInt(i * i);
                raf.writeDouble(i / 4.0);
            }
            System.out.println("length " + raf.length() + " pointer " + raf.getFilePointer());
            raf.seek(12 * 3);
            System.out.println("record 3: " + raf.readInt() + " " + raf.readDouble());
            raf.seek(12 * 7);
            raf.writeInt(-1);
            raf.seek(12 * 7);
            System.out.println("record 7: " + raf.readInt() + " " + raf.readDouble());
            raf.seek(raf.length());
            raf.writeUTF("trailer");
            raf.writeBoolean(false);
            raf.writeShort(65535);
            raf.writeChar('Q');
            raf.writeLong(1234567890123L);
            raf.writeFloat(1.5f);
            raf.writeByte(200);
            raf.seek(120);
            System.out.println(raf.readUTF() + " " + raf.readBoolean() + " " + raf.readShort() + " "
                    + raf.readChar() + " " + raf.readLong() + " " + raf.readFloat() + " " + raf.readByte());
            System.out.println("read at end " + raf.read());
            try {
                raf.readInt();
            } catch (EOFException e) {
                System.out.println("EOF " + e.getMessage());
            }
            raf.seek(200);
            System.out.println("seek past end: pointer " + raf.getFilePointer() + " length " + raf.length()
                    + " read " + raf.read());
            raf.write(7);
            System.out.println("write past end: length " + raf.length());
            raf.setLength(24);
            System.out.println("setLength: length " + raf.length() + " pointer " + raf.getFilePointer());
            raf.seek(4);
            System.out.println("skipBytes " + raf.skipBytes(100) + " pointer " + raf.getFilePointer());
            try {
                raf.seek(-1);
            } catch (IOException e) {
                System.out.println(e);
            }
        }
        try (RandomAccessFile raf = new RandomAccessFile(new File("lines.txt"), "rw")) {
            raf.writeBytes("first\nsecond\r\nthird\rfourth");
            raf.seek(0);
            String line;
            while ((line = raf.readLine()) != null) {
                System.out.println("line [" + line + "] at " + raf.getFilePointer());
            }
        }
        try (RandomAccessFile raf = new RandomAccessFile("lines.txt", "r")) {
            byte[] b = new byte[5];
            raf.readFully(b);
            System.out.println("readFully " + new String(b));
            try {
                raf.write(1);
            } catch (IOException e) {
                System.out.println("write on r: " + e.getClass().getName());
            }
        }
        try {
            new RandomAccessFile("lines.txt", "w");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new RandomAccessFile("missing.dat", "r");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("not created: " + new File("missing.dat").exists());
        try {
            new RandomAccessFile(".", "r");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        RandomAccessFile closed = new RandomAccessFile("lines.txt", "r");
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        System.out.println(new File("records.dat").delete() + " " + new File("lines.txt").delete());
    }
}
