// java.nio.file.attribute.FileAttribute: an attribute set when a file is created.
package java.nio.file.attribute;

/** A named value; jvmlab's Files accepts none but an empty list. */
public interface FileAttribute<T> {
    String name();

    T value();
}
