// java.io.Externalizable: a class that writes and reads its own serialized form.
package java.io;

/** Serialized by writeExternal, restored by the public no-argument constructor and readExternal. */
public interface Externalizable extends Serializable {
    void writeExternal(ObjectOutput out) throws IOException;
    void readExternal(ObjectInput in) throws IOException, ClassNotFoundException;
}
