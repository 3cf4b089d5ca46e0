import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

// Modules as programs ask about them: the module of a class, the boot layer's graph of the
// installed JDK, configurations resolved against it, descriptors built by hand, versions.
public class ModulesAndLayers {
    static String sorted(Set<?> s) {
        return s.stream().map(Object::toString).sorted().collect(Collectors.joining(", ", "[", "]"));
    }

    public static void main(String[] args) {
        Module mine = ModulesAndLayers.class.getModule();
        System.out.println("named " + mine.isNamed() + ", name " + mine.getName() + ", layer " + mine.getLayer()
            + ", descriptor " + mine.getDescriptor());
        System.out.println("unnamed toString: " + mine.toString().startsWith("unnamed module @"));
        System.out.println("same module for an array: " + (ModulesAndLayers[].class.getModule() == mine));
        System.out.println("loader's unnamed module: " + (ClassLoader.getSystemClassLoader().getUnnamedModule() == mine));
        System.out.println("reads anything: " + mine.canRead(String.class.getModule()));
        System.out.println("exports and opens all: " + mine.isExported("x.y") + " " + mine.isOpen("x.y"));
        for (Class<?> c : new Class<?>[] {String.class, List.class, int.class, int[][].class,
                                          java.util.function.Function.class, java.math.BigInteger.class}) {
            Module m = c.getModule();
            System.out.println(c.getName() + " -> " + m + " loader " + m.getClassLoader());
        }

        ModuleLayer boot = ModuleLayer.boot();
        System.out.println("boot modules: " + boot.modules().size());
        System.out.println("boot names: " + boot.modules().stream().map(Module::getName).sorted()
            .collect(Collectors.joining(" ")));
        System.out.println("boot parents: " + boot.parents().size() + " empty " + (boot.parents().get(0) == ModuleLayer.empty()));
        System.out.println("java.base layer is boot: " + (String.class.getModule().getLayer() == boot));
        Module base = boot.findModule("java.base").get();
        ModuleDescriptor bd = base.getDescriptor();
        System.out.println("java.base: " + bd.toNameAndVersion().startsWith("java.base@17") + " packages " + bd.packages().size()
            + " exports " + bd.exports().size() + " opens " + bd.opens().size() + " uses " + bd.uses().size()
            + " provides " + bd.provides().size() + " requires " + bd.requires().size());
        System.out.println("java.base first packages: " + bd.packages().stream().sorted().limit(6).collect(Collectors.toList()));
        System.out.println("java.base exports java.lang: " + base.isExported("java.lang") + ", open: " + base.isOpen("java.lang")
            + ", to me: " + base.isExported("java.lang", mine) + ", jdk.internal.misc: " + base.isExported("jdk.internal.misc"));
        Module logging = boot.findModule("java.logging").get();
        System.out.println("jdk.internal.misc to java.logging: " + base.isExported("jdk.internal.misc", logging)
            + ", to jdk.unsupported: " + base.isExported("jdk.internal.misc", boot.findModule("jdk.unsupported").get()));
        System.out.println("java.logging reads java.base: " + logging.canRead(base) + ", base reads logging: " + base.canRead(logging)
            + ", base reads me: " + base.canRead(mine));
        List<ModuleDescriptor.Exports> qualified = bd.exports().stream().filter(ModuleDescriptor.Exports::isQualified)
            .sorted().limit(3).collect(Collectors.toList());
        for (ModuleDescriptor.Exports e : qualified) {
            System.out.println("  qualified " + e.source() + " to " + sorted(e.targets()));
        }
        ModuleDescriptor sql = boot.findModule("java.sql").get().getDescriptor();
        for (ModuleDescriptor.Requires r : new TreeSet<>(sql.requires())) {
            // in this java's boot layer the modifiers print but contains() answers false (JDK-8275731)
            System.out.println("  java.sql requires " + r + " transitive? "
                + r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE));
        }
        ModuleDescriptor sqlSystem = ModuleFinder.ofSystem().find("java.sql").get().descriptor();
        for (ModuleDescriptor.Requires r : new TreeSet<>(sqlSystem.requires())) {
            System.out.println("  ofSystem java.sql requires " + r + " transitive? "
                + r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE));
        }
        System.out.println("java.sql loader: " + boot.findLoader("java.sql").getName() + ", java.base loader: "
            + boot.findLoader("java.base") + ", jdk.compiler loader: " + boot.findLoader("jdk.compiler").getName());
        try {
            boot.findLoader("no.such.module");
        } catch (IllegalArgumentException e) {
            System.out.println("findLoader: " + e.getMessage());
        }
        System.out.println("system modules: " + ModuleFinder.ofSystem().findAll().size()
            + ", location " + ModuleFinder.ofSystem().find("java.xml").get().location().get());
        System.out.println("find none: " + ModuleFinder.ofSystem().find("no.such").isPresent()
            + ", empty finder: " + ModuleFinder.of().findAll().size());

        Configuration cf = boot.configuration();
        System.out.println("boot configuration: " + cf.modules().size() + " modules, parents " + cf.parents().size()
            + ", parent empty " + (cf.parents().get(0) == Configuration.empty()));
        ResolvedModule rsql = cf.findModule("java.sql").get();
        System.out.println("java.sql reads " + rsql.reads().stream().map(ResolvedModule::name).sorted().collect(Collectors.toList()));
        System.out.println("java.base reads " + cf.findModule("java.base").get().reads().size());
        int edges = 0;
        for (ResolvedModule rm : cf.modules()) {
            edges += rm.reads().size();
        }
        System.out.println("read edges: " + edges);
        Configuration child = cf.resolve(ModuleFinder.of(), ModuleFinder.ofSystem(), List.of("java.sql"));
        System.out.println("child of boot for java.sql: " + child.modules().size() + " modules, parents " + child.parents().size());
        ModuleLayer layer = boot.defineModulesWithOneLoader(child, ClassLoader.getSystemClassLoader());
        System.out.println("child layer: " + layer.modules().size() + " modules, parent is boot " + (layer.parents().get(0) == boot)
            + ", finds java.base " + layer.findModule("java.base").isPresent());
        try {
            cf.resolve(ModuleFinder.of(), ModuleFinder.ofSystem(), List.of("no.such.module"));
        } catch (FindException e) {
            System.out.println("FindException: " + e.getMessage());
        }
        try {
            ModuleLayer.empty().defineModulesWithOneLoader(child, null);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        Configuration fresh = Configuration.resolve(ModuleFinder.ofSystem(), List.of(Configuration.empty()),
            ModuleFinder.of(), List.of("java.sql"));
        System.out.println("java.sql from scratch: " + fresh.modules().stream().map(ResolvedModule::name).sorted()
            .collect(Collectors.toList()));
        System.out.println("  its java.sql reads " + fresh.findModule("java.sql").get().reads().stream()
            .map(ResolvedModule::name).sorted().collect(Collectors.toList()));

        ModuleDescriptor d = ModuleDescriptor.newModule("com.example.app")
            .requires("java.sql")
            .requires(Set.of(ModuleDescriptor.Requires.Modifier.TRANSITIVE), "java.logging")
            .exports("com.example.api")
            .exports("com.example.spi", Set.of("java.sql"))
            .opens("com.example.impl")
            .uses("com.example.spi.Plugin")
            .provides("com.example.spi.Plugin", List.of("com.example.impl.Basic", "com.example.impl.Fancy"))
            .packages(Set.of("com.example.util"))
            .version("1.2.3-beta+7")
            .mainClass("com.example.app.Main")
            .build();
        System.out.println(d.name() + " " + d.version().get() + " main " + d.mainClass().get() + " open " + d.isOpen());
        System.out.println("  requires " + sorted(d.requires()));
        System.out.println("  exports " + sorted(d.exports()) + " opens " + sorted(d.opens()));
        System.out.println("  provides " + sorted(d.provides()) + " uses " + d.uses());
        System.out.println("  packages " + sorted(d.packages()));
        System.out.println("  transitive logging: " + d.requires().stream()
            .filter(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE))
            .map(ModuleDescriptor.Requires::name).collect(Collectors.toList()));
        ModuleDescriptor small = ModuleDescriptor.newOpenModule("m.small").build();
        System.out.println("  " + small + " open " + small.isOpen() + " equals " + small.equals(ModuleDescriptor.newOpenModule("m.small").build()));
        ModuleDescriptor auto = ModuleDescriptor.newAutomaticModule("m.auto").packages(Set.of("p")).build();
        System.out.println("  " + auto + " automatic " + auto.isAutomatic() + " requires " + auto.requires());
        System.out.println("  compare " + Integer.signum(d.compareTo(small)) + " " + Integer.signum(small.compareTo(auto)));
        String[] badNames = {"1bad", "a..b", "class.x", ""};
        for (String n : badNames) {
            try {
                ModuleDescriptor.newModule(n);
            } catch (IllegalArgumentException e) {
                System.out.println("newModule(\"" + n + "\"): " + e.getMessage());
            }
        }
        try {
            ModuleDescriptor.newModule("m").requires("m");
        } catch (IllegalArgumentException e) {
            System.out.println("requires self: " + e.getMessage());
        }
        try {
            ModuleDescriptor.newModule("m").exports("p").exports("p");
        } catch (IllegalStateException e) {
            System.out.println("exports twice: " + e.getMessage());
        }
        try {
            ModuleDescriptor.newAutomaticModule("m").requires("java.sql");
        } catch (IllegalStateException e) {
            System.out.println("automatic requires: " + e.getMessage());
        }
        try {
            ModuleDescriptor.newOpenModule("m").opens("p");
        } catch (IllegalStateException e) {
            System.out.println("open module opens: " + e.getMessage());
        }

        String[] versions = {"1", "1.0", "1.0.0", "1.2", "1.10", "1.2-alpha", "1.2-beta", "1.2+5", "1.2-alpha+3", "17.0.15", "2a"};
        List<ModuleDescriptor.Version> vs = new ArrayList<>();
        for (String v : versions) {
            vs.add(ModuleDescriptor.Version.parse(v));
        }
        vs.sort(Comparator.naturalOrder());
        System.out.println("versions in order: " + vs);
        System.out.println("1 equals 1.0.0: " + ModuleDescriptor.Version.parse("1").equals(ModuleDescriptor.Version.parse("1.0.0")));
        for (String bad : new String[] {"", "x1", "1-", "1+"}) {
            try {
                ModuleDescriptor.Version.parse(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("Version.parse(\"" + bad + "\"): " + e.getMessage());
            }
        }
        Optional<Module> none = ModuleLayer.empty().findModule("java.base");
        System.out.println("empty layer finds java.base: " + none.isPresent() + ", modules " + ModuleLayer.empty().modules().size());
    }
}
