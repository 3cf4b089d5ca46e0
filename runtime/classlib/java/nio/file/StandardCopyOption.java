// java.nio.file.StandardCopyOption: how Files copies and moves.
package java.nio.file;

/** JDK 17's copy options. */
public enum StandardCopyOption implements CopyOption {
    REPLACE_EXISTING, COPY_ATTRIBUTES, ATOMIC_MOVE;
}
