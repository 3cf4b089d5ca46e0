// java.util.logging.LogRecord: one logging request as it travels from a Logger to its Handlers.
package java.util.logging;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One logging request: level, message and parameters, thrown, logger name, time (milliseconds
 * since the epoch and nanoseconds within it), a sequence number (from 0, per VM, as JDK 17) and
 * the thread id. The source class and method, unless set, are inferred on first request as JDK
 * 17's LogRecord does: the first frame of the current stack after the frames of
 * java.util.logging's own classes (so they are only right when asked for on the logging thread
 * before the record is handed over; JDK 17 has the same limit). No java.time in jvmlab, so no
 * getInstant/setInstant; no resource bundles (getResourceBundle is null unless set). Not
 * thread-safe, as the JDK's.
 */
public class LogRecord implements java.io.Serializable {
    private static final long serialVersionUID = 5372048053134512534L;
    private static final AtomicLong globalSequenceNumber = new AtomicLong(0);

    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private String msg;
    private long threadID;
    private long millis;
    private int nanoAdjustment;
    private Throwable thrown;
    private String loggerName;
    private String resourceBundleName;
    private transient boolean needToInferCaller;
    private transient Object[] parameters;
    private transient Object resourceBundle;

    public LogRecord(Level level, String msg) {
        level.getClass();
        this.level = level;
        this.msg = msg;
        this.sequenceNumber = globalSequenceNumber.getAndIncrement();
        this.threadID = Thread.currentThread().getId();
        this.millis = System.currentTimeMillis();
        this.needToInferCaller = true;
    }

    public String getLoggerName() { return loggerName; }
    public void setLoggerName(String name) { loggerName = name; }
    public String getResourceBundleName() { return resourceBundleName; }
    public void setResourceBundleName(String name) { resourceBundleName = name; }
    public Level getLevel() { return level; }

    public void setLevel(Level level) {
        if (level == null) {
            throw new NullPointerException();
        }
        this.level = level;
    }

    public long getSequenceNumber() { return sequenceNumber; }
    public void setSequenceNumber(long seq) { sequenceNumber = seq; }

    public String getSourceClassName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        this.sourceClassName = sourceClassName;
        needToInferCaller = false;
    }

    public String getSourceMethodName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        this.sourceMethodName = sourceMethodName;
        needToInferCaller = false;
    }

    public String getMessage() { return msg; }
    public void setMessage(String message) { msg = message; }
    public Object[] getParameters() { return parameters; }
    public void setParameters(Object[] parameters) { this.parameters = parameters; }

    /** The thread id as an int (JDK 17: ids above Integer.MAX_VALUE are folded). */
    public int getThreadID() {
        return (int) threadID;
    }

    public void setThreadID(int threadID) { this.threadID = threadID; }
    public long getLongThreadID() { return threadID; }

    public LogRecord setLongThreadID(long longThreadID) {
        this.threadID = longThreadID;
        return this;
    }

    public long getMillis() { return millis; }

    @Deprecated
    public void setMillis(long millis) {
        this.millis = millis;
        this.nanoAdjustment = 0;
    }

    public Throwable getThrown() { return thrown; }
    public void setThrown(Throwable thrown) { this.thrown = thrown; }

    private void inferCaller() {
        needToInferCaller = false;
        StackTraceElement[] frames = new Throwable().getStackTrace();
        boolean lookingForLogger = true;
        for (StackTraceElement frame : frames) {
            String cname = frame.getClassName();
            boolean isLoggerImpl = isLoggerImplFrame(cname);
            if (lookingForLogger) {
                if (isLoggerImpl) {
                    lookingForLogger = false;
                }
            } else if (!isLoggerImpl && !cname.startsWith("java.lang.reflect.")
                    && !cname.startsWith("jdk.internal.reflect.")) {
                sourceClassName = cname;
                sourceMethodName = frame.getMethodName();
                return;
            }
        }
    }

    // JDK 17's LogRecord.CallerFinder: Logger and the logging frameworks' own frames.
    private static boolean isLoggerImplFrame(String cname) {
        return cname.equals("java.util.logging.Logger")
                || cname.startsWith("sun.util.logging.PlatformLogger")
                || cname.startsWith("java.util.logging.LoggingProxyImpl");
    }
}
