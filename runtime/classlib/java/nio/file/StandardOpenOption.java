// java.nio.file.StandardOpenOption: how Files opens a file.
package java.nio.file;

/** JDK 17's open options, in its order (ordinals show in EnumSets). */
public enum StandardOpenOption implements OpenOption {
    READ, WRITE, APPEND, TRUNCATE_EXISTING, CREATE, CREATE_NEW, DELETE_ON_CLOSE, SPARSE, SYNC, DSYNC;
}
