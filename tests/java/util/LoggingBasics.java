// java.util.logging as programs use it: levels, the logger tree, the root logger's ConsoleHandler
// on stderr (with a fixed SimpleFormatter format, since the default one prints the time),
// SimpleFormatter's default format on a record of a fixed time in UTC, custom handlers and
// formatters, MessageFormat parameters, filters, entering/exiting/throwing, the inferred source
// method, StreamHandler buffering, LogManager reset and readConfiguration.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TimeZone;
import java.util.logging.ConsoleHandler;
import java.util.logging.Filter;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

public class LoggingBasics {
    static final List<String> seen = new ArrayList<>();

    static class Recording extends Handler {
        public void publish(LogRecord r) {
            if (!isLoggable(r)) {
                return;
            }
            String params = r.getParameters() == null ? "-" : Integer.toString(r.getParameters().length);
            seen.add(r.getLevel() + "|" + r.getLoggerName() + "|" + r.getSourceClassName() + "|"
                    + r.getSourceMethodName() + "|" + r.getMessage() + "|" + params + "|"
                    + (r.getThrown() == null ? "-" : r.getThrown().getMessage()));
        }
        public void flush() { }
        public void close() { seen.add("closed"); }
    }

    static class Brief extends Formatter {
        public String format(LogRecord r) {
            return "[" + r.getLevel().getName() + " " + r.getLoggerName() + "] " + formatMessage(r) + "\n";
        }
        public String getHead(Handler h) { return "<head>\n"; }
        public String getTail(Handler h) { return "<tail>\n"; }
    }

    static void dump(String what) {
        System.out.println(what + ":");
        for (String s : seen) {
            System.out.println("  " + s);
        }
        seen.clear();
    }

    static void levels() {
        Level[] all = {Level.OFF, Level.SEVERE, Level.WARNING, Level.INFO, Level.CONFIG, Level.FINE,
                       Level.FINER, Level.FINEST, Level.ALL};
        for (Level l : all) {
            System.out.println(l + " " + l.getName() + " " + l.intValue() + " " + l.getLocalizedName()
                    + " " + (Level.parse(l.getName()) == l) + " " + l.hashCode());
        }
        System.out.println(Level.parse("800") + " " + Level.parse("  FINE".trim()) + " " + Level.parse("1234")
                + " " + Level.parse("1234").intValue());
        try {
            Level.parse("LOUD");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Level.parse(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        System.out.println(Level.INFO.equals(Level.parse("800")) + " " + Level.INFO.equals(Level.FINE));
    }

    static void tree() {
        Logger root = Logger.getLogger("");
        Logger abc = Logger.getLogger("a.b.c");
        System.out.println("root name '" + root.getName() + "' level " + root.getLevel() + " parent "
                + root.getParent() + " useParent " + root.getUseParentHandlers());
        System.out.println("a.b.c parent is root: " + (abc.getParent() == root) + ", level " + abc.getLevel());
        Logger ab = Logger.getLogger("a.b");
        System.out.println("a.b.c parent now: " + abc.getParent().getName() + ", a.b parent is root: "
                + (ab.getParent() == root));
        Logger a = Logger.getLogger("a");
        System.out.println("a.b parent now: " + ab.getParent().getName() + " same a.b: "
                + (Logger.getLogger("a.b") == ab));
        Logger.getLogger("a.b.c.d.e");
        System.out.println("a.b.c.d.e parent: " + Logger.getLogger("a.b.c.d.e").getParent().getName());
        Logger global = Logger.getGlobal();
        System.out.println("global " + global.getName() + " " + Logger.GLOBAL_LOGGER_NAME + " parent is root: "
                + (global.getParent() == root) + " same: " + (Logger.getLogger("global") == global));
        Logger anon = Logger.getAnonymousLogger();
        System.out.println("anonymous name " + anon.getName() + " parent is root: " + (anon.getParent() == root));
        System.out.println("manager knows a.b: " + (LogManager.getLogManager().getLogger("a.b") == ab)
                + ", nothing: " + LogManager.getLogManager().getLogger("no.such"));
        List<String> names = new ArrayList<>();
        for (Enumeration<String> e = LogManager.getLogManager().getLoggerNames(); e.hasMoreElements(); ) {
            String n = e.nextElement();
            if (n.isEmpty() || n.equals("global") || n.startsWith("a")) {
                names.add(n);
            }
        }
        java.util.Collections.sort(names);
        System.out.println("names " + names);
        a.setLevel(Level.WARNING);
        System.out.println("a.b.c loggable: info " + abc.isLoggable(Level.INFO) + " warning "
                + abc.isLoggable(Level.WARNING) + " level " + abc.getLevel());
        ab.setLevel(Level.ALL);
        System.out.println("finest under a.b ALL: " + abc.isLoggable(Level.FINEST));
        ab.setLevel(Level.OFF);
        System.out.println("severe under OFF: " + abc.isLoggable(Level.SEVERE) + " OFF: " + abc.isLoggable(Level.OFF));
        ab.setLevel(null);
        a.setLevel(null);
        System.out.println("back to root's INFO: " + abc.isLoggable(Level.INFO) + " " + abc.isLoggable(Level.CONFIG));
    }

    static void rootHandlers() {
        Handler[] hs = Logger.getLogger("").getHandlers();
        System.out.println("root handlers " + hs.length);
        for (Handler h : hs) {
            System.out.println("  " + h.getClass().getName() + " level " + h.getLevel() + " formatter "
                    + h.getFormatter().getClass().getName() + " filter " + h.getFilter()
                    + " encoding " + h.getEncoding());
        }
        Logger console = Logger.getLogger("console.demo");
        console.info("to stderr through the root's ConsoleHandler");
        console.fine("below INFO: dropped");
        console.warning("a warning");
        console.log(Level.SEVERE, "with a cause", new IllegalStateException("broken"));
        console.log(Level.INFO, "one {0} and two {1}", new Object[] {"x", 42});
        console.info(() -> "from a supplier");
    }

    static void defaultFormat() {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        SimpleFormatter f = new SimpleFormatter();
        LogRecord r = new LogRecord(Level.WARNING, "disk {0} is {1}% full");
        r.setParameters(new Object[] {"sda", 93});
        r.setMillis(1700000000123L);
        r.setLoggerName("disk.monitor");
        System.out.print(f.format(r));
        r.setSourceClassName("Disks");
        r.setSourceMethodName("check");
        r.setMillis(1000L * 3600 * 13);
        System.out.print(f.format(r));
        r.setSourceMethodName(null);
        r.setMillis(0L);
        r.setThrown(new RuntimeException("gone"));
        String s = f.format(r);
        System.out.print(s.substring(0, s.indexOf('\t')));
        System.out.println("formatMessage " + f.formatMessage(r) + " | " + new Brief().formatMessage(new LogRecord(Level.INFO, "{x} plain")));
        LogRecord bad = new LogRecord(Level.INFO, "{0");
        bad.setParameters(new Object[] {1});
        System.out.println("unparsable: " + f.formatMessage(bad));
    }

    static void custom() {
        Logger log = Logger.getLogger("app.service");
        log.setUseParentHandlers(false);
        Recording rec = new Recording();
        log.addHandler(rec);
        log.setLevel(Level.FINER);
        log.info("plain");
        log.finer("finer passes");
        log.finest("finest dropped");
        log.log(Level.WARNING, "param {0}", "p");
        log.log(Level.SEVERE, "thrown", new Exception("cause"));
        log.logp(Level.INFO, "Some.Class", "someMethod", "explicit source");
        log.entering("Cls", "m");
        log.entering("Cls", "m", "arg");
        log.entering("Cls", "m", new Object[] {1, 2});
        log.exiting("Cls", "m");
        log.exiting("Cls", "m", "res");
        log.throwing("Cls", "m", new RuntimeException("thr"));
        dump("recorded");
        rec.setLevel(Level.WARNING);
        log.info("handler drops");
        log.warning("handler keeps");
        rec.setLevel(Level.ALL);
        log.setFilter(new Filter() {
            public boolean isLoggable(LogRecord r) {
                return !r.getMessage().contains("secret");
            }
        });
        log.info("public");
        log.info("secret");
        log.setFilter(null);
        rec.setFilter(r -> r.getLevel() != Level.CONFIG);
        log.config("config filtered by handler");
        log.info("info passes");
        dump("filtered");
        System.out.println("handlers " + log.getHandlers().length + " filter " + log.getFilter());
        log.removeHandler(rec);
        log.removeHandler(null);
        System.out.println("handlers " + log.getHandlers().length);
        log.info("nobody hears this");
        try {
            log.addHandler(null);
        } catch (NullPointerException e) {
            System.out.println("addHandler(null) NPE");
        }
        try {
            rec.setLevel(null);
        } catch (NullPointerException e) {
            System.out.println("setLevel(null) NPE");
        }
        Logger child = Logger.getLogger("app.service.child");
        child.setUseParentHandlers(true);
        log.addHandler(rec);
        child.info("from the child");
        Logger.getLogger("app").addHandler(rec);
        child.info("child again: app's handler does not see it (app.service does not pass up)");
        log.setUseParentHandlers(true);
        Logger.getLogger("").setLevel(Level.OFF);
        child.severe("root's level does not matter: app.service has FINER");
        Logger.getLogger("").setLevel(Level.INFO);
        Logger.getLogger("app").removeHandler(rec);
        log.setUseParentHandlers(false);
        dump("tree");
    }

    static void streams() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bytes, new Brief());
        System.out.println("stream handler level " + sh.getLevel());
        Logger log = Logger.getLogger("streamed");
        log.setUseParentHandlers(false);
        log.addHandler(sh);
        log.info("one");
        log.fine("fine: below the handler's INFO");
        log.warning("two");
        System.out.println("before flush: " + bytes.size() + " bytes");
        sh.flush();
        System.out.print("after flush:\n" + bytes);
        sh.close();
        System.out.print("after close:\n" + bytes);
        log.info("after close: not written");
        System.out.println("size " + bytes.size());
        log.removeHandler(sh);
    }

    static void configuration() throws Exception {
        LogManager m = LogManager.getLogManager();
        Recording rec = new Recording();
        Logger.getLogger("conf.x").addHandler(rec);
        Logger.getLogger("conf.x").setLevel(Level.FINEST);
        m.reset();
        System.out.println("after reset: root level " + Logger.getLogger("").getLevel() + " handlers "
                + Logger.getLogger("").getHandlers().length + " conf.x level " + Logger.getLogger("conf.x").getLevel()
                + " conf.x handlers " + Logger.getLogger("conf.x").getHandlers().length);
        dump("reset closed");
        String props = ".level=FINE\nconf.x.level=WARNING\nconf.y.level=SEVERE\nmy.key=value\nhandlers=\n";
        m.readConfiguration(new ByteArrayInputStream(props.getBytes("UTF-8")));
        System.out.println("after readConfiguration: root " + Logger.getLogger("").getLevel() + " conf.x "
                + Logger.getLogger("conf.x").getLevel() + " conf.y " + Logger.getLogger("conf.y").getLevel()
                + " my.key " + m.getProperty("my.key") + " missing " + m.getProperty("missing"));
        Logger.getLogger("conf.y").addHandler(rec);
        Logger.getLogger("conf.y").warning("below SEVERE");
        Logger.getLogger("conf.y").severe("severe passes");
        dump("configured");
    }

    static void caller() {
        Logger log = Logger.getLogger("caller");
        log.setUseParentHandlers(false);
        log.addHandler(new Recording());
        new Helper().work(log);
        dump("inferred");
    }

    static class Helper {
        void work(Logger log) {
            log.info("from Helper.work");
            Runnable r = () -> log.warning("from a lambda");
            r.run();
        }
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s: %5$s [%3$s] %2$s%6$s%n");
        levels();
        tree();
        rootHandlers();
        System.clearProperty("java.util.logging.SimpleFormatter.format");
        defaultFormat();
        custom();
        streams();
        caller();
        configuration();
        System.out.println("done");
    }
}
