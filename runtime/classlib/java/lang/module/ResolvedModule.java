// java.lang.module.ResolvedModule: a module in a configuration, with what it reads.
package java.lang.module;

import java.util.Objects;
import java.util.Set;

/** A module of a Configuration (JDK 17's class): its reference and its resolved reads. Immutable. */
public final class ResolvedModule {
    private final Configuration cf;
    private final ModuleReference mref;

    ResolvedModule(Configuration cf, ModuleReference mref) {
        this.cf = Objects.requireNonNull(cf);
        this.mref = Objects.requireNonNull(mref);
    }

    public Configuration configuration() {
        return cf;
    }

    public ModuleReference reference() {
        return mref;
    }

    ModuleDescriptor descriptor() {
        return mref.descriptor();
    }

    public String name() {
        return mref.descriptor().name();
    }

    /** The modules this one reads, in this configuration or its parents (not itself). */
    public Set<ResolvedModule> reads() {
        return cf.reads(this);
    }

    public int hashCode() {
        return cf.hashCode() ^ mref.hashCode();
    }

    public boolean equals(Object ob) {
        if (!(ob instanceof ResolvedModule)) return false;
        ResolvedModule that = (ResolvedModule) ob;
        return cf == that.cf && mref.equals(that.mref);
    }

    /** "<identity hash of the configuration>/name", as JDK 17. */
    public String toString() {
        return System.identityHashCode(cf) + "/" + name();
    }
}
