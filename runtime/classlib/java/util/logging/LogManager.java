// java.util.logging.LogManager: the VM's one table of named Loggers and the logging configuration.
package java.util.logging;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;

/**
 * The named loggers and the configuration properties, as JDK 17's LogManager with one logger
 * context. The configuration is the file named by the system property
 * {@code java.util.logging.config.file}, else JDK 17's default {@code conf/logging.properties}
 * (the root logger at INFO with a ConsoleHandler at INFO and a SimpleFormatter); its
 * {@code <logger>.level}, {@code <logger>.handlers} and {@code <logger>.useParentHandlers}
 * apply to a logger when it is added, {@code handlers} to the root logger on its first use.
 * A logger's parent is its nearest existing ancestor by dotted name (the root logger "" at
 * last) and a new logger adopts its existing descendants, as JDK 17's LogNode tree. Loggers are
 * held strongly (JDK 17 holds them weakly, so an unreferenced logger may lose its
 * configuration; jvmlab's never do). At exit a shutdown hook resets the configuration, closing
 * every handler (flushing them), as JDK 17's Cleaner thread. No LoggingMXBean, no
 * updateConfiguration, no config class. Thread-safe (synchronized on the manager).
 */
public class LogManager {
    public static final String LOGGING_MXBEAN_NAME = "java.util.logging:type=Logging";

    private static final LogManager manager = new LogManager();

    private final HashMap<String, Logger> loggers = new HashMap<>();
    private final List<Runnable> listeners = new ArrayList<>();
    private volatile Properties props = new Properties();
    private Logger rootLogger;
    private boolean globalHandlersInitialized;
    private boolean initialized;
    private boolean inInitialization;

    protected LogManager() {
    }

    /** The VM's LogManager, its configuration read and its root and global loggers made. */
    public static LogManager getLogManager() {
        manager.ensureInitialized();
        return manager;
    }

    private void ensureInitialized() {
        synchronized (this) {
            if (initialized || inInitialization) {
                return;
            }
            inInitialization = true;
            try {
                try {
                    readConfigurationFile();
                } catch (IOException e) {
                    // JDK 17 prints nothing for an unreadable configuration at start-up either
                }
                Logger root = new Logger("", null, this);
                rootLogger = root;
                root.setLevelInternal(getLevelProperty(".level", Level.INFO));
                loggers.put("", root);
                Logger global = Logger.global;
                global.setManager(this);
                addLoggerInternal(global);
                try {
                    Thread hook = new Thread(new Runnable() {
                        public void run() {
                            reset();
                        }
                    }, "Logging-Cleaner");
                    Runtime.getRuntime().addShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // already shutting down
                }
            } finally {
                inInitialization = false;
                initialized = true;
            }
        }
    }

    private void readConfigurationFile() throws IOException {
        String file = System.getProperty("java.util.logging.config.file");
        Properties p = new Properties();
        if (file != null) {
            InputStream in = new FileInputStream(file);
            try {
                p.load(in);
            } finally {
                in.close();
            }
        } else {
            p.setProperty("handlers", "java.util.logging.ConsoleHandler");
            p.setProperty(".level", "INFO");
            p.setProperty("java.util.logging.ConsoleHandler.level", "INFO");
            p.setProperty("java.util.logging.ConsoleHandler.formatter", "java.util.logging.SimpleFormatter");
        }
        props = p;
    }

    /** Adds a logger under its name; false when one of that name exists. NPE for a null name. */
    public boolean addLogger(Logger logger) {
        String name = logger.getName();
        if (name == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            if (loggers.containsKey(name)) {
                return false;
            }
            addLoggerInternal(logger);
            return true;
        }
    }

    private void addLoggerInternal(Logger logger) {
        String name = logger.getName();
        loggers.put(name, logger);
        Properties p = props;
        String level = p.getProperty(name + ".level");
        if (level != null) {
            try {
                logger.setLevelInternal(Level.parse(level.trim()));
            } catch (IllegalArgumentException e) {
                System.err.println("Bad level value for property: " + name + ".level");
            }
        }
        String useParent = p.getProperty(name + ".useParentHandlers");
        if (useParent != null) {
            String v = useParent.trim().toLowerCase();
            logger.setUseParentHandlers(v.equals("true") || v.equals("1"));
        }
        for (Handler h : handlersProperty(name + ".handlers")) {
            logger.addHandler(h);
        }
        // Parent: the nearest existing ancestor by dotted name, else the root logger.
        Logger parent = null;
        String n = name;
        while (parent == null) {
            int dot = n.lastIndexOf('.');
            if (dot < 0) {
                break;
            }
            n = n.substring(0, dot);
            parent = loggers.get(n);
        }
        if (parent == null && logger != rootLogger) {
            parent = rootLogger;
        }
        if (parent != null) {
            logger.setParentInternal(parent);
        }
        // Existing descendants whose parent is above the new logger now hang below it.
        String prefix = name + ".";
        for (Logger other : loggers.values()) {
            String on = other.getName();
            if (other == logger || !on.startsWith(prefix)) {
                continue;
            }
            Logger op = other.getParentInternal();
            if (op == null || op == rootLogger || op.getName() == null
                    || op.getName().length() < name.length()) {
                other.setParentInternal(logger);
            }
        }
    }

    /** The logger of that name, or null. */
    public synchronized Logger getLogger(String name) {
        return loggers.get(name);
    }

    Logger demandLogger(String name) {
        synchronized (this) {
            Logger l = loggers.get(name);
            if (l == null) {
                l = new Logger(name, null, this);
                addLoggerInternal(l);
            }
            return l;
        }
    }

    Logger rootLogger() {
        return rootLogger;
    }

    public synchronized Enumeration<String> getLoggerNames() {
        return Collections.enumeration(new ArrayList<String>(loggers.keySet()));
    }

    /** Re-reads the configuration file (or the defaults): a reset, then the new levels. */
    public void readConfiguration() throws IOException, SecurityException {
        synchronized (this) {
            reset();
            readConfigurationFile();
            applyConfiguration();
        }
        invokeListeners();
    }

    /** Resets, then reads the configuration from {@code ins} in java.util.Properties format. */
    public void readConfiguration(InputStream ins) throws IOException, SecurityException {
        synchronized (this) {
            reset();
            Properties p = new Properties();
            p.load(ins);
            props = p;
            applyConfiguration();
        }
        invokeListeners();
    }

    private void applyConfiguration() {
        globalHandlersInitialized = false;
        Properties p = props;
        for (String key : p.stringPropertyNames()) {
            if (!key.endsWith(".level")) {
                continue;
            }
            String name = key.substring(0, key.length() - ".level".length());
            Logger l = loggers.get(name);
            if (l != null) {
                try {
                    l.setLevelInternal(Level.parse(p.getProperty(key).trim()));
                } catch (IllegalArgumentException e) {
                    System.err.println("Bad level value for property: " + key);
                }
            }
        }
    }

    /**
     * Forgets the configuration, closes and removes every logger's handlers and clears their
     * levels; the root logger's becomes INFO, as JDK 17.
     */
    public void reset() throws SecurityException {
        synchronized (this) {
            props = new Properties();
            globalHandlersInitialized = true;
            for (Logger l : new ArrayList<Logger>(loggers.values())) {
                for (Handler h : l.getHandlersInternal()) {
                    l.removeHandler(h);
                    try {
                        h.close();
                    } catch (Exception ex) {
                        // JDK 17 ignores a failure to close
                    }
                }
                l.setLevelInternal(l == rootLogger ? Level.INFO : null);
            }
        }
    }

    /** The configuration property of that name, or null. */
    public String getProperty(String name) {
        return props.getProperty(name);
    }

    public void checkAccess() throws SecurityException {
    }

    public LogManager addConfigurationListener(Runnable listener) {
        listener.getClass();
        synchronized (listeners) {
            listeners.add(listener);
        }
        return this;
    }

    public void removeConfigurationListener(Runnable listener) {
        listener.getClass();
        synchronized (listeners) {
            listeners.remove(listener);
        }
    }

    private void invokeListeners() {
        Runnable[] ls;
        synchronized (listeners) {
            ls = listeners.toArray(new Runnable[0]);
        }
        for (Runnable r : ls) {
            r.run();
        }
    }

    // The root logger's handlers from the "handlers" property, made on its first use (JDK 17).
    void ensureGlobalHandlers(Logger root) {
        synchronized (this) {
            if (globalHandlersInitialized) {
                return;
            }
            globalHandlersInitialized = true;
            for (Handler h : handlersProperty("handlers")) {
                root.addHandler(h);
            }
        }
    }

    private List<Handler> handlersProperty(String key) {
        List<Handler> result = new ArrayList<>();
        String value = props.getProperty(key);
        if (value == null) {
            return result;
        }
        for (String cname : value.trim().split("[\\s,]+")) {
            if (cname.isEmpty()) {
                continue;
            }
            Object o = newInstance(cname);
            if (o instanceof Handler) {
                result.add((Handler) o);
            } else if (o == null) {
                System.err.println("Can't load log handler \"" + cname + "\"");
            }
        }
        return result;
    }

    Level getLevelProperty(String name, Level defaultValue) {
        String val = getProperty(name);
        if (val == null) {
            return defaultValue;
        }
        try {
            return Level.parse(val.trim());
        } catch (IllegalArgumentException e) {
            return defaultValue;
        }
    }

    Object newInstanceProperty(String name) {
        String val = getProperty(name);
        return val == null ? null : newInstance(val.trim());
    }

    private static Object newInstance(String cname) {
        try {
            Class<?> c;
            try {
                c = Class.forName(cname, true, ClassLoader.getSystemClassLoader());
            } catch (ClassNotFoundException e) {
                c = Class.forName(cname);
            }
            return c.getDeclaredConstructor().newInstance();
        } catch (Exception ex) {
            return null;
        } catch (LinkageError ex) {
            return null;
        }
    }
}
