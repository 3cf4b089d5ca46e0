// java.lang.Cloneable: marker allowing Object.clone to copy instances.
package java.lang;

/** Marker: Object.clone() copies instances of implementing classes instead of throwing. */
public interface Cloneable {
}
