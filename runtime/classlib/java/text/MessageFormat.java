// java.text.MessageFormat: "{0} has {1,number,integer} files" patterns (JDK 17's parser and rules).
package java.text;

import java.util.ArrayList;
import java.util.Date;
import java.util.Locale;

/**
 * JDK 17's MessageFormat: the pattern parser (quotes, '' for a quote, nested braces in styles,
 * "Unmatched braces in the pattern.", "can't parse argument number: x", "unknown format type: x"),
 * argument formatting (null as "null", Numbers with NumberFormat.getInstance, Dates as
 * "M/d/yy, h:mm a", Strings as they are, a missing argument as "{n}", choice results containing
 * '{' formatted again with the arguments), and the types number (integer, percent, a
 * DecimalFormat pattern), choice, date and time with the styles short/medium/long/full in
 * English. Not here: date/time patterns (SimpleDateFormat), currency, parsing. Not thread-safe.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    private Locale locale;
    private String pattern;
    /** Literal text, then for each element: its offset in the text, argument number and format. */
    private final StringBuilder text = new StringBuilder();
    private final ArrayList<int[]> elements = new ArrayList<>();   // {offset, argumentNumber}
    private final ArrayList<Format> formats = new ArrayList<>();

    public MessageFormat(String pattern) {
        this.locale = Locale.getDefault();
        applyPattern(pattern);
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public String toPattern() {
        return pattern;
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        return subformat(arguments, result);
    }

    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return subformat((Object[]) arguments, result);
    }

    public Format[] getFormats() {
        return formats.toArray(new Format[0]);
    }

    public void applyPattern(String pattern) {
        this.pattern = pattern;
        text.setLength(0);
        elements.clear();
        formats.clear();
        StringBuilder[] segments = new StringBuilder[4];
        segments[0] = new StringBuilder();
        int part = 0;
        boolean inQuote = false;
        int braceStack = 0;
        for (int i = 0; i < pattern.length(); ++i) {
            char ch = pattern.charAt(i);
            if (part == 0) {
                if (ch == '\'') {
                    if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                        segments[part].append(ch);
                        ++i;
                    } else {
                        inQuote = !inQuote;
                    }
                } else if (ch == '{' && !inQuote) {
                    part = 1;
                    if (segments[1] == null) {
                        segments[1] = new StringBuilder();
                    }
                } else {
                    segments[part].append(ch);
                }
            } else {
                if (inQuote) {
                    segments[part].append(ch);
                    if (ch == '\'') {
                        inQuote = false;
                    }
                } else {
                    switch (ch) {
                        case ',':
                            if (part < 3) {
                                if (segments[++part] == null) {
                                    segments[part] = new StringBuilder();
                                }
                            } else {
                                segments[part].append(ch);
                            }
                            break;
                        case '{':
                            ++braceStack;
                            segments[part].append(ch);
                            break;
                        case '}':
                            if (braceStack == 0) {
                                part = 0;
                                makeFormat(segments);
                                segments[1] = null;
                                segments[2] = null;
                                segments[3] = null;
                            } else {
                                --braceStack;
                                segments[part].append(ch);
                            }
                            break;
                        case ' ':
                            if (part != 2 || segments[2].length() > 0) {
                                segments[part].append(ch);
                            }
                            break;
                        case '\'':
                            inQuote = true;
                            segments[part].append(ch);
                            break;
                        default:
                            segments[part].append(ch);
                            break;
                    }
                }
            }
        }
        if (braceStack == 0 && part != 0) {
            throw new IllegalArgumentException("Unmatched braces in the pattern.");
        }
        text.append(segments[0]);
    }

    private void makeFormat(StringBuilder[] segments) {
        String index = segments[1].toString();
        int argumentNumber;
        try {
            argumentNumber = Integer.parseInt(index);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("can't parse argument number: " + index, e);
        }
        if (argumentNumber < 0) {
            throw new IllegalArgumentException("negative argument number: " + argumentNumber);
        }
        String type = segments[2] == null ? "" : segments[2].toString().trim();
        String style = segments[3] == null ? "" : segments[3].toString();
        Format f = null;
        if (!type.isEmpty()) {
            switch (type.toLowerCase(Locale.ROOT)) {
                case "number":
                    switch (style.trim().toLowerCase(Locale.ROOT)) {
                        case "":
                            f = NumberFormat.getInstance(locale);
                            break;
                        case "integer":
                            f = NumberFormat.getIntegerInstance(locale);
                            break;
                        case "percent":
                            f = NumberFormat.getPercentInstance(locale);
                            break;
                        default:
                            f = new DecimalFormat(style);
                            break;
                    }
                    break;
                case "date":
                case "time":
                    f = DateFormat.forStyle(type.equalsIgnoreCase("date"), style.trim().toLowerCase(Locale.ROOT), style);
                    break;
                case "choice":
                    try {
                        f = new ChoiceFormat(style);
                    } catch (Exception e) {
                        throw new IllegalArgumentException("Choice Pattern incorrect: " + style, e);
                    }
                    break;
                default:
                    throw new IllegalArgumentException("unknown format type: " + type);
            }
        }
        elements.add(new int[] {segments[0].length(), argumentNumber});
        formats.add(f);
    }

    private StringBuffer subformat(Object[] arguments, StringBuffer result) {
        int last = 0;
        for (int i = 0; i < elements.size(); ++i) {
            int offset = elements.get(i)[0];
            int argumentNumber = elements.get(i)[1];
            result.append(textOf(), last, offset);
            last = offset;
            if (arguments == null || argumentNumber >= arguments.length) {
                result.append('{').append(argumentNumber).append('}');
                continue;
            }
            Object obj = arguments[argumentNumber];
            String arg = null;
            Format subFormatter = null;
            if (obj == null) {
                arg = "null";
            } else if (formats.get(i) != null) {
                subFormatter = formats.get(i);
                if (subFormatter instanceof ChoiceFormat) {
                    arg = subFormatter.format(obj);
                    if (arg.indexOf('{') >= 0) {
                        subFormatter = new MessageFormat(arg, locale);
                        obj = arguments;
                        arg = null;
                    }
                }
            } else if (obj instanceof Number) {
                subFormatter = NumberFormat.getInstance(locale);
            } else if (obj instanceof Date) {
                subFormatter = DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale);
            } else if (obj instanceof String) {
                arg = (String) obj;
            } else {
                arg = obj.toString();
                if (arg == null) {
                    arg = "null";
                }
            }
            if (arg == null) {
                arg = subFormatter.format(obj);
            }
            result.append(arg);
        }
        result.append(textOf(), last, text.length());
        return result;
    }

    private String textOf() {
        return text.toString();
    }
}
