import java.util.Arrays;
import java.util.Base64;

public class Base64Use {
    static String bytes(byte[] b) {
        return Arrays.toString(b);
    }

    static void tryDecode(Base64.Decoder d, String s) {
        try {
            System.out.println("decode '" + s + "' -> " + bytes(d.decode(s)));
        } catch (IllegalArgumentException e) {
            System.out.println("decode '" + s + "' -> IllegalArgumentException: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        String[] samples = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Hello, World!"};
        for (String s : samples) {
            String enc = Base64.getEncoder().encodeToString(s.getBytes("UTF-8"));
            String nopad = Base64.getEncoder().withoutPadding().encodeToString(s.getBytes("UTF-8"));
            String back = new String(Base64.getDecoder().decode(enc), "UTF-8");
            String back2 = new String(Base64.getDecoder().decode(nopad), "UTF-8");
            System.out.println("'" + s + "' -> " + enc + " / " + nopad + " -> '" + back + "' '" + back2 + "'");
        }
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) {
            all[i] = (byte) i;
        }
        String basic = Base64.getEncoder().encodeToString(all);
        String url = Base64.getUrlEncoder().encodeToString(all);
        String mime = Base64.getMimeEncoder().encodeToString(all);
        System.out.println(basic);
        System.out.println(url);
        System.out.println(mime.replace("\r\n", "<CRLF>\n"));
        System.out.println(Base64.getMimeEncoder(10, new byte[] {'\n'}).encodeToString(all).substring(0, 60).replace("\n", "|"));
        System.out.println(Arrays.equals(all, Base64.getDecoder().decode(basic)) + " "
            + Arrays.equals(all, Base64.getUrlDecoder().decode(url)) + " "
            + Arrays.equals(all, Base64.getMimeDecoder().decode(mime)));
        byte[] dst = new byte[8];
        int n = Base64.getEncoder().encode(new byte[] {1, 2, 3, 4}, dst);
        System.out.println("encode into array " + n + " " + new String(dst, 0, n, "US-ASCII"));
        tryDecode(Base64.getDecoder(), "Zm9v!");
        tryDecode(Base64.getDecoder(), "Zm9v-");
        tryDecode(Base64.getDecoder(), "Z");
        tryDecode(Base64.getDecoder(), "Zm9vY");
        tryDecode(Base64.getDecoder(), "Zm=");
        tryDecode(Base64.getDecoder(), "Zm9v=");
        tryDecode(Base64.getDecoder(), "Zg==Zg==");
        tryDecode(Base64.getDecoder(), "Zg=a");
        tryDecode(Base64.getUrlDecoder(), "-_-_");
        tryDecode(Base64.getDecoder(), "-_-_");
        tryDecode(Base64.getMimeDecoder(), "Zm9v\r\nYmFy!!");
        tryDecode(Base64.getMimeDecoder(), "Zm9vYg==\r\n");
        tryDecode(Base64.getMimeDecoder(), "Zm9vYg==x");
        try {
            Base64.getMimeEncoder(4, new byte[] {'A'});
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            Base64.getEncoder().encode(new byte[10], new byte[4]);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
