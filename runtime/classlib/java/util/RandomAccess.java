// java.util.RandomAccess: marker for lists with fast indexed access.
package java.util;

/** Marker interface: the list supports fast (constant-time) positional access. */
public interface RandomAccess {
}
