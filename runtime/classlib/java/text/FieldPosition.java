// java.text.FieldPosition: a field's position in formatted output (kept, not filled in by jvmlab).
package java.text;

/** JDK 17's FieldPosition as a value holder; jvmlab's formatters do not report field bounds. */
public class FieldPosition {
    private final int field;
    private int beginIndex;
    private int endIndex;

    public FieldPosition(int field) {
        this.field = field;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }
}
