import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Small programs built on regexes: a log parser, a CSV splitter, a tokenizer, validators, templating, word counts. */
public class RegexPrograms {
    static final Pattern LOG = Pattern.compile(
            "^(?<ip>\\d{1,3}(?:\\.\\d{1,3}){3}) - - \\[(?<date>[^\\]]+)\\] \"(?<method>GET|POST|PUT) (?<path>\\S+) HTTP/1\\.[01]\" (?<status>\\d{3}) (?<size>\\d+|-)$");

    static void logs() {
        String[] lines = {
            "192.168.0.1 - - [10/Oct/2023:13:55:36 +0000] \"GET /index.html HTTP/1.1\" 200 2326",
            "10.0.0.7 - - [10/Oct/2023:13:56:01 +0000] \"POST /api/login HTTP/1.0\" 401 -",
            "garbage line",
            "10.0.0.7 - - [10/Oct/2023:13:57:12 +0000] \"PUT /api/items/42 HTTP/1.1\" 204 0",
        };
        Map<String, Integer> byStatus = new TreeMap<>();
        for (String line : lines) {
            Matcher m = LOG.matcher(line);
            if (!m.matches()) {
                System.out.println("unparsed: " + line);
                continue;
            }
            System.out.println(m.group("method") + " " + m.group("path") + " from " + m.group("ip") + " -> "
                    + m.group("status") + " (" + m.group("size") + ") on " + m.group("date").split(":")[0]);
            byStatus.merge(m.group("status"), 1, Integer::sum);
        }
        System.out.println(byStatus);
    }

    static List<String> csv(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\G(?:^|,)(?:\"((?:[^\"]|\"\")*)\"|([^,]*))").matcher(line);
        while (m.find()) {
            out.add(m.group(1) != null ? m.group(1).replace("\"\"", "\"") : m.group(2));
        }
        return out;
    }

    static void tokenize(String src) {
        Pattern tok = Pattern.compile("\\s*(?:(?<num>\\d+(?:\\.\\d+)?)|(?<id>[A-Za-z_]\\w*)|(?<op>[-+*/()=]|==)|(?<bad>\\S))");
        Matcher m = tok.matcher(src);
        StringBuilder sb = new StringBuilder();
        while (m.lookingAt()) {
            if (m.group("num") != null) {
                sb.append("NUM(").append(m.group("num")).append(") ");
            } else if (m.group("id") != null) {
                sb.append("ID(").append(m.group("id")).append(") ");
            } else if (m.group("op") != null) {
                sb.append("OP(").append(m.group("op")).append(") ");
            } else {
                sb.append("BAD(").append(m.group("bad")).append(") ");
            }
            m.region(m.end(), src.length());
        }
        System.out.println(sb.toString().trim());
    }

    static void validators() {
        Pattern email = Pattern.compile("^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)*\\.[a-z]{2,}$", Pattern.CASE_INSENSITIVE);
        Pattern ipv4 = Pattern.compile("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$");
        Pattern password = Pattern.compile("^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?!.*\\s).{8,}$");
        Pattern hex = Pattern.compile("#?([0-9a-fA-F]{3}){1,2}");
        String[] emails = {"bob@example.com", "Alice.Smith+tag@mail.co.UK", "bad@", "no at.com", "x@y.z"};
        for (String e : emails) {
            System.out.println("email " + e + " " + email.matcher(e).matches());
        }
        for (String ip : new String[] {"192.168.1.1", "255.255.255.255", "256.1.1.1", "1.2.3", "01.2.3.4"}) {
            System.out.println("ipv4 " + ip + " " + ipv4.matcher(ip).matches());
        }
        for (String pw : new String[] {"Passw0rd", "password", "Short1A", "Has Space1A", "GOODpass99"}) {
            System.out.println("password " + pw + " " + password.matcher(pw).matches());
        }
        for (String h : new String[] {"#fff", "#a0b1c2", "abcd", "#12345g"}) {
            System.out.println("hex " + h + " " + hex.matcher(h).matches());
        }
    }

    static String template(String text, Map<String, String> vars) {
        Matcher m = Pattern.compile("\\$\\{(\\w+)(?::([^}]*))?\\}").matcher(text);
        StringBuffer sb = new StringBuffer();
        while (m.find()) {
            String v = vars.get(m.group(1));
            if (v == null) {
                v = m.group(2) != null ? m.group(2) : "<" + m.group(1) + "?>";
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(v));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    public static void main(String[] args) {
        logs();
        System.out.println(csv("plain,\"quoted, with comma\",\"say \"\"hi\"\"\",,last"));
        System.out.println(csv(""));
        tokenize("x1 = 3.14 * (rate + 2) == y $ z");
        validators();
        Map<String, String> vars = new LinkedHashMap<>();
        vars.put("name", "World");
        vars.put("cost", "$5");
        System.out.println(template("Hello, ${name}! That costs ${cost}. ${missing} ${opt:default}", vars));
        // word frequencies
        String text = "The quick brown fox. The lazy dog! the end? Fox-trot, fox.";
        Map<String, Integer> counts = new TreeMap<>();
        Matcher w = Pattern.compile("\\b[a-z]+(?:-[a-z]+)*\\b", Pattern.CASE_INSENSITIVE).matcher(text);
        while (w.find()) {
            counts.merge(w.group().toLowerCase(), 1, Integer::sum);
        }
        System.out.println(counts);
        // sentence splitting with look-behind, squeeze, reverse words, strip tags
        for (String s : "Hi there. How are you? Fine! Ok".split("(?<=[.?!])\\s+")) {
            System.out.println("sentence: " + s);
        }
        System.out.println("a   b \t c".replaceAll("\\s{2,}", " "));
        System.out.println("one two three".replaceAll("(\\w+) (\\w+) (\\w+)", "$3 $2 $1"));
        System.out.println("<p>Hello <b>bold</b> world</p>".replaceAll("<[^>]+>", ""));
        System.out.println("1234567890".replaceAll("(\\d)(?=(\\d{3})+$)", "$1,"));
        System.out.println("aaa bbb aaa".replaceAll("\\b(\\w+)\\b(?=.*\\b\\1\\b)", "[dup:$1]"));
        // Scanner with regex delimiters and patterns
        Scanner sc = new Scanner("k1 = v1; k2=v2 ;k3 =v3");
        sc.useDelimiter("\\s*;\\s*");
        while (sc.hasNext()) {
            String[] kv = sc.next().split("\\s*=\\s*");
            System.out.println(kv[0] + " => " + kv[1]);
        }
        Scanner sc2 = new Scanner("abc 123 def 456\nnext line");
        System.out.println(sc2.findInLine("(?<=c )\\d+") + " " + sc2.next() + " " + sc2.hasNext("[a-z]+\\d*") + " " + sc2.next("\\d+"));
    }
}
