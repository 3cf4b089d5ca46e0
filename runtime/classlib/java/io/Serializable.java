// java.io.Serializable: marker for serializable classes (jvmlab has no serialization).
package java.io;

/** Marker interface; kept for API compatibility. */
public interface Serializable {
}
