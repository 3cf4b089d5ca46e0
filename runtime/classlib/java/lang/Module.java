// java.lang.Module: a named module of a layer, or a class loader's unnamed module.
package java.lang;

import java.lang.annotation.Annotation;
import java.lang.module.ModuleDescriptor;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A run-time module (JLS §7.7, JEP 261). Classes of the class path belong to their loader's
 * unnamed module, which reads every module and exports and opens every package; classes of
 * jvmlab's class library belong to the JDK 17 module that holds their package in the installed
 * JDK's boot layer (jvmlab's own internal packages to java.base). Named modules answer
 * readability, exports and opens from their descriptor plus what addReads/addExports/addOpens
 * added. Module annotations are not read (JDK 17's system modules carry none). Thread-safe.
 */
public final class Module implements java.lang.reflect.AnnotatedElement {
    private final ModuleLayer layer;
    private final String name;
    private final ClassLoader loader;
    private final ModuleDescriptor descriptor;
    /** Modules this one reads (named modules; set once by the layer). */
    private volatile Set<Module> reads = Collections.emptySet();
    /** What addReads/addExports/addOpens added; guarded by this. */
    private Set<Module> addedReads;
    private boolean readsAllUnnamed;
    private Map<String, Set<Module>> addedExports;
    private Map<String, Set<Module>> addedOpens;
    private Set<Class<?>> addedUses;

    /** A named module of `layer`. */
    Module(ModuleLayer layer, ClassLoader loader, ModuleDescriptor descriptor) {
        this.layer = layer;
        this.name = descriptor.name();
        this.loader = loader;
        this.descriptor = descriptor;
    }

    /** The unnamed module of `loader` (null: the bootstrap loader's). */
    Module(ClassLoader loader) {
        this.layer = null;
        this.name = null;
        this.loader = loader;
        this.descriptor = null;
    }

    void setReads(Set<Module> reads) {
        this.reads = reads;
    }

    /** The module of a class-library class in package `pn`: its boot-layer module, else java.base. */
    static Module ofLibraryPackage(String pn) {
        String mn = jvmlab.internal.module.ModuleAccess.get().moduleOfPackage(pn);
        ModuleLayer boot = ModuleLayer.boot();
        Module m = mn == null ? null : boot.findModule(mn).orElse(null);
        return m != null ? m : boot.findModule("java.base").get();
    }

    public boolean isNamed() {
        return name != null;
    }

    public String getName() {
        return name;
    }

    public ClassLoader getClassLoader() {
        return loader;
    }

    public ModuleDescriptor getDescriptor() {
        return descriptor;
    }

    /** The layer of a named module; null for an unnamed module. */
    public ModuleLayer getLayer() {
        return layer;
    }

    /** True if this module reads `other`: unnamed modules read all, every module reads itself. */
    public boolean canRead(Module other) {
        Objects.requireNonNull(other);
        if (!isNamed() || other == this) {
            return true;
        }
        if (other.isNamed() && reads.contains(other)) {
            return true;
        }
        synchronized (this) {
            if (addedReads != null && addedReads.contains(other)) {
                return true;
            }
            return !other.isNamed() && readsAllUnnamed;
        }
    }

    private Module callerModule() {
        Class<?> caller = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass();
        return caller.getModule();
    }

    /** Makes this module read `other`; the caller must be in this module. */
    public Module addReads(Module other) {
        Objects.requireNonNull(other);
        if (isNamed()) {
            Module caller = callerModule();
            if (caller != this) {
                throw new IllegalCallerException(caller + " != " + this);
            }
            synchronized (this) {
                if (!other.isNamed()) {
                    readsAllUnnamed = true;
                }
                if (addedReads == null) {
                    addedReads = new HashSet<>();
                }
                addedReads.add(other);
            }
        }
        return this;
    }

    /** ModuleLayer.Controller's addReads: no caller check. */
    void addReadsFromController(Module other) {
        synchronized (this) {
            if (!other.isNamed()) {
                readsAllUnnamed = true;
            }
            if (addedReads == null) {
                addedReads = new HashSet<>();
            }
            addedReads.add(other);
        }
    }

    /** ModuleLayer.Controller's addExports/addOpens: no caller check. */
    void addExportsFromController(String pn, Module other, boolean open) {
        if (descriptor.isOpen() || descriptor.isAutomatic() || isExportedOrOpen(pn, other, open)) {
            return;
        }
        if (!descriptor.packages().contains(pn)) {
            throw new IllegalArgumentException("package " + pn + " not in contents");
        }
        addTarget(pn, other, open);
    }

    private synchronized void addTarget(String pn, Module other, boolean open) {
        Map<String, Set<Module>> m;
        if (open) {
            m = addedOpens == null ? (addedOpens = new HashMap<>()) : addedOpens;
        } else {
            m = addedExports == null ? (addedExports = new HashMap<>()) : addedExports;
        }
        Set<Module> targets = m.get(pn);
        if (targets == null) {
            targets = new HashSet<>();
            m.put(pn, targets);
        }
        targets.add(other);
    }

    public boolean isExported(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        return isExportedOrOpen(pn, other, false);
    }

    public boolean isOpen(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        return isExportedOrOpen(pn, other, true);
    }

    /** True if package `pn` is exported to every module (unqualified). */
    public boolean isExported(String pn) {
        Objects.requireNonNull(pn);
        return isExportedOrOpen(pn, null, false);
    }

    /** True if package `pn` is open to every module (unqualified). */
    public boolean isOpen(String pn) {
        Objects.requireNonNull(pn);
        return isExportedOrOpen(pn, null, true);
    }

    /** `other` null stands for every module. */
    private boolean isExportedOrOpen(String pn, Module other, boolean open) {
        if (!isNamed()) {
            return true;
        }
        if (other == this && descriptor.packages().contains(pn)) {
            return true;
        }
        if (descriptor.isOpen() || descriptor.isAutomatic()) {
            return descriptor.packages().contains(pn);
        }
        for (ModuleDescriptor.Opens o : descriptor.opens()) {
            if (o.source().equals(pn) && allows(o.targets(), other)) {
                return true;
            }
        }
        if (!open) {
            for (ModuleDescriptor.Exports e : descriptor.exports()) {
                if (e.source().equals(pn) && allows(e.targets(), other)) {
                    return true;
                }
            }
        }
        synchronized (this) {
            if (allowsAdded(addedOpens, pn, other)) {
                return true;
            }
            return !open && allowsAdded(addedExports, pn, other);
        }
    }

    private static boolean allows(Set<String> targets, Module other) {
        if (targets.isEmpty()) {
            return true;
        }
        return other != null && other.isNamed() && targets.contains(other.getName());
    }

    private static boolean allowsAdded(Map<String, Set<Module>> added, String pn, Module other) {
        if (added == null) {
            return false;
        }
        Set<Module> targets = added.get(pn);
        if (targets == null) {
            return false;
        }
        return targets.contains(null) || (other != null && targets.contains(other));
    }

    /** Exports `pn` to `other`; the caller must be in this module. */
    public Module addExports(String pn, Module other) {
        return addExportsOrOpens(pn, Objects.requireNonNull(other), false);
    }

    /** Opens `pn` to `other`; the caller's module must have `pn` open to it. */
    public Module addOpens(String pn, Module other) {
        return addExportsOrOpens(pn, Objects.requireNonNull(other), true);
    }

    private Module addExportsOrOpens(String pn, Module other, boolean open) {
        if (pn == null) {
            throw new IllegalArgumentException("package is null");
        }
        if (isNamed()) {
            Module caller = callerModule();
            if (caller != this && (!open || !isOpen(pn, caller))) {
                throw new IllegalCallerException(open ? pn + " is not open to " + caller : caller + " != " + this);
            }
            if (descriptor.isOpen() || descriptor.isAutomatic() || isExportedOrOpen(pn, other, open)) {
                return this;
            }
            if (!descriptor.packages().contains(pn)) {
                throw new IllegalArgumentException("package " + pn + " not in contents");
            }
            addTarget(pn, other, open);
        }
        return this;
    }

    /** Declares a use of `service`; the caller must be in this module. */
    public Module addUses(Class<?> service) {
        Objects.requireNonNull(service);
        if (isNamed() && !descriptor.isAutomatic()) {
            Module caller = callerModule();
            if (caller != this) {
                throw new IllegalCallerException(caller + " != " + this);
            }
            synchronized (this) {
                if (addedUses == null) {
                    addedUses = new HashSet<>();
                }
                addedUses.add(service);
            }
        }
        return this;
    }

    public boolean canUse(Class<?> service) {
        Objects.requireNonNull(service);
        if (!isNamed() || descriptor.isAutomatic()) {
            return true;
        }
        if (descriptor.uses().contains(service.getName())) {
            return true;
        }
        synchronized (this) {
            return addedUses != null && addedUses.contains(service);
        }
    }

    /**
     * The packages of this module: the descriptor's for a named module; for an unnamed one, the
     * named packages of the classes its loader has handed to Class.getPackage so far.
     */
    public Set<String> getPackages() {
        if (isNamed()) {
            return descriptor.packages();
        }
        Set<String> pns = new HashSet<>();
        for (Package p : Package.getPackages()) {
            if (!p.getName().isEmpty() && p.loader() == loader) {
                pns.add(p.getName());
            }
        }
        return pns;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return null;
    }

    public Annotation[] getAnnotations() {
        return new Annotation[0];
    }

    public Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
    }

    /** "module java.base", or "unnamed module @" and the identity hash in hex. */
    public String toString() {
        if (isNamed()) {
            return "module " + name;
        }
        return "unnamed module @" + Integer.toHexString(System.identityHashCode(this));
    }
}
