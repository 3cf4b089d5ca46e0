// GenModuleGraph: the installed JDK's module graph as data for jvmlab's java.lang.module.
//
// Run at build time with the real java (CMakeLists.txt), compiled and from the class path as a
// program runs (`java -cp DIR GenModuleGraph OUT.java`; the source launcher gets another boot layer):
// writes java.lang.module.ModuleGraphData, a class whose string constants describe every
// system module (ModuleFinder.ofSystem(), JDK 17's jrt image) and, for those in the boot layer of
// a class-path program (`java -cp dir Main`: the default root modules plus service binding,
// JEP 261), its class loader and its configuration's reads. jvmlab has no module image of its
// own, so ModuleLayer.boot() and Class.getModule() answer what this java answers. The class is
// loaded only when a program asks about modules (Hello World never does).
//
// Line format (fields separated by one space, '-' for none, lists comma-separated):
//   M name inBoot(0|1) loader(B|P|A|-) version rawVersion modifiers mainClass
//   R modifiers name compiledVersion rawCompiledVersion      (a requires)
//   E modifiers source targets | O modifiers source targets    (exports, opens)
//   U service | S service providers                          (uses, provides)
//   K packages | D reads                                     (packages, the boot layer's reads)
//   F 1|0 (first line): the boot layer's descriptors' modifier sets contain no enum constant
import java.io.PrintWriter;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

public class GenModuleGraph {
    static String opt(Optional<?> o) {
        return o.isPresent() ? o.get().toString() : "-";
    }

    static String list(Collection<?> c) {
        if (c.isEmpty()) {
            return "-";
        }
        return c.stream().map(Object::toString).sorted().collect(Collectors.joining(","));
    }

    static String mods(Set<? extends Enum<?>> mods) {
        // in declaration order, as the EnumSet the descriptor's set is compared with
        return mods.isEmpty() ? "-" : mods.stream().sorted().map(Enum::name).collect(Collectors.joining(","));
    }

    public static void main(String[] args) throws Exception {
        ModuleLayer boot = ModuleLayer.boot();
        Configuration cf = boot.configuration();
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        Map<String, ModuleReference> system = new TreeMap<>();
        for (ModuleReference r : ModuleFinder.ofSystem().findAll()) {
            system.put(r.descriptor().name(), r);
        }
        StringBuilder out = new StringBuilder();
        // JDK 17 builds whose CDS archive holds the boot layer's module graph (the default) may
        // give its descriptors enum constants that are not the class's own (JDK-8275731), so
        // that, for example, requires().modifiers().contains(TRANSITIVE) is false. Record it.
        boolean foreign = false;
        for (Module m : boot.modules()) {
            for (ModuleDescriptor.Requires q : m.getDescriptor().requires()) {
                if (!q.modifiers().isEmpty()) {
                    ModuleDescriptor.Requires.Modifier first = q.modifiers().iterator().next();
                    foreign |= !q.modifiers().contains(ModuleDescriptor.Requires.Modifier.valueOf(first.name()));
                }
            }
        }
        out.append("F ").append(foreign ? 1 : 0).append('\n');
        for (ModuleReference r : system.values()) {
            ModuleDescriptor d = r.descriptor();
            Optional<Module> m = boot.findModule(d.name());
            String loader = "-";
            if (m.isPresent()) {
                ClassLoader l = m.get().getClassLoader();
                loader = l == null ? "B" : (l == platform ? "P" : "A");
            }
            out.append("M ").append(d.name()).append(m.isPresent() ? " 1 " : " 0 ").append(loader)
                .append(' ').append(opt(d.version())).append(' ').append(opt(d.rawVersion()))
                .append(' ').append(mods(d.modifiers())).append(' ').append(opt(d.mainClass())).append('\n');
            for (ModuleDescriptor.Requires q : new TreeSet<>(d.requires())) {
                out.append("R ").append(mods(q.modifiers())).append(' ').append(q.name()).append(' ')
                    .append(opt(q.compiledVersion())).append(' ').append(opt(q.rawCompiledVersion())).append('\n');
            }
            for (ModuleDescriptor.Exports e : new TreeSet<>(d.exports())) {
                out.append("E ").append(mods(e.modifiers())).append(' ').append(e.source()).append(' ')
                    .append(list(e.targets())).append('\n');
            }
            for (ModuleDescriptor.Opens o : new TreeSet<>(d.opens())) {
                out.append("O ").append(mods(o.modifiers())).append(' ').append(o.source()).append(' ')
                    .append(list(o.targets())).append('\n');
            }
            for (String u : new TreeSet<>(d.uses())) {
                out.append("U ").append(u).append('\n');
            }
            for (ModuleDescriptor.Provides p : new TreeSet<>(d.provides())) {
                // providers keep their order (a List in the descriptor)
                out.append("S ").append(p.service()).append(' ').append(String.join(",", p.providers())).append('\n');
            }
            out.append("K ").append(list(d.packages())).append('\n');
            if (m.isPresent()) {
                ResolvedModule rm = cf.findModule(d.name()).get();
                Set<String> reads = rm.reads().stream().map(ResolvedModule::name).collect(Collectors.toSet());
                out.append("D ").append(list(reads)).append('\n');
                for (Module other : boot.modules()) {
                    boolean expect = other == m.get() || reads.contains(other.getName());
                    if (m.get().canRead(other) != expect) {
                        throw new IllegalStateException(d.name() + " reads " + other.getName() + " at run time only");
                    }
                }
            }
        }
        // string constants hold at most 65535 UTF-8 bytes: cut at line ends
        List<String> chunks = new ArrayList<>();
        int start = 0;
        while (start < out.length()) {
            int end = Math.min(out.length(), start + 30000);
            if (end < out.length()) {
                end = out.lastIndexOf("\n", end) + 1;
            }
            chunks.add(out.substring(start, end));
            start = end;
        }
        StringBuilder src = new StringBuilder();
        src.append("// Generated at build time by runtime/natives/GenModuleGraph.java from ")
            .append(System.getProperty("java.runtime.version")).append("'s module graph. Do not edit.\n");
        src.append("package java.lang.module;\n\n");
        src.append("/** The installed JDK's system modules and boot layer, in GenModuleGraph's line format. */\n");
        src.append("final class ModuleGraphData {\n    private ModuleGraphData() {}\n\n");
        src.append("    static String text() {\n        return new StringBuilder()\n");
        for (String c : chunks) {
            src.append("            .append(\"");
            for (int i = 0; i < c.length(); i++) {
                char ch = c.charAt(i);
                if (ch == '\n') {
                    src.append("\\n");
                } else if (ch == '"' || ch == '\\') {
                    src.append('\\').append(ch);
                } else if (ch < 0x20 || ch > 0x7e) {
                    src.append(String.format("\\u%04x", (int) ch));
                } else {
                    src.append(ch);
                }
            }
            src.append("\")\n");
        }
        src.append("            .toString();\n    }\n}\n");
        Path target = Path.of(args[0]);
        Files.createDirectories(target.getParent());
        Files.writeString(target, src.toString(), StandardCharsets.UTF_8);
    }
}
