// java.lang.Void: placeholder for the void type's class object.
package java.lang;

/** Uninstantiable holder of `void.class`. */
public final class Void {
    /** The Class object for the pseudo-type void. */
    @SuppressWarnings("unchecked")
    public static final Class<Void> TYPE = (Class<Void>) Class.getPrimitiveClass("void");

    private Void() {}
}
