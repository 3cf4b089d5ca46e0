// java.util.logging.StreamHandler: a Handler writing formatted records to an OutputStream.
package java.util.logging;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UnsupportedEncodingException;
import java.io.Writer;

/**
 * Writes each loggable record's formatted text to an OutputStream through a Writer in the
 * handler's encoding (the default charset unless set), the formatter's head before the first
 * record and its tail on close, as JDK 17's StreamHandler: configured from the LogManager's
 * {@code <class>.level} (INFO), {@code .filter}, {@code .formatter} (SimpleFormatter) and
 * {@code .encoding}; output is buffered until {@link #flush} or {@link #close}; write failures
 * go to the ErrorManager. Thread-safe (synchronized).
 */
public class StreamHandler extends Handler {
    private OutputStream output;
    private boolean doneHeader;
    private volatile Writer writer;

    public StreamHandler() {
        configure(Level.INFO, new SimpleFormatter());
    }

    public StreamHandler(OutputStream out, Formatter formatter) {
        configure(Level.INFO, new SimpleFormatter());
        setFormatter(formatter);
        setOutputStream(out);
    }

    protected synchronized void setOutputStream(OutputStream out) throws SecurityException {
        if (out == null) {
            throw new NullPointerException();
        }
        flushAndClose();
        output = out;
        doneHeader = false;
        String encoding = getEncoding();
        if (encoding == null) {
            writer = new OutputStreamWriter(output);
        } else {
            try {
                writer = new OutputStreamWriter(output, encoding);
            } catch (UnsupportedEncodingException ex) {
                throw new Error("Unexpected exception " + ex);
            }
        }
    }

    public synchronized void setEncoding(String encoding)
            throws SecurityException, UnsupportedEncodingException {
        super.setEncoding(encoding);
        if (output == null) {
            return;
        }
        flush();
        if (encoding == null) {
            writer = new OutputStreamWriter(output);
        } else {
            writer = new OutputStreamWriter(output, encoding);
        }
    }

    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        String msg;
        try {
            msg = getFormatter().format(record);
        } catch (Exception ex) {
            reportError(null, ex, ErrorManager.FORMAT_FAILURE);
            return;
        }
        try {
            if (!doneHeader) {
                writer.write(getFormatter().getHead(this));
                doneHeader = true;
            }
            writer.write(msg);
        } catch (Exception ex) {
            reportError(null, ex, ErrorManager.WRITE_FAILURE);
        }
    }

    public boolean isLoggable(LogRecord record) {
        if (writer == null || record == null) {
            return false;
        }
        return super.isLoggable(record);
    }

    public synchronized void flush() {
        Writer w = writer;
        if (w != null) {
            try {
                w.flush();
            } catch (Exception ex) {
                reportError(null, ex, ErrorManager.FLUSH_FAILURE);
            }
        }
    }

    private synchronized void flushAndClose() throws SecurityException {
        Writer w = writer;
        if (w != null) {
            try {
                if (!doneHeader) {
                    w.write(getFormatter().getHead(this));
                    doneHeader = true;
                }
                w.write(getFormatter().getTail(this));
                w.flush();
                w.close();
            } catch (Exception ex) {
                reportError(null, ex, ErrorManager.CLOSE_FAILURE);
            }
            writer = null;
            output = null;
        }
    }

    public synchronized void close() throws SecurityException {
        flushAndClose();
    }
}
