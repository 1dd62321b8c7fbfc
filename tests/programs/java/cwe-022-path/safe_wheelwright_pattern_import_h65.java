// A wheelwright pattern import program of the h65 set (cwe-022-path).
package com.wheelwrightworks.tools;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Command-line importer for pattern packs shared between wheelwright workshops.
 * A pack is a zip of felloe and spoke templates (SVG) plus a manifest, and is
 * unpacked into the local pattern library.
 *
 * usage: pattern-import <pack.zip> [library-dir]
 */
public final class PatternPackImporter {

    private PatternPackImporter() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: pattern-import <pack.zip> [library-dir]");
            System.exit(2);
        }
        Path pack = Paths.get(args[0]);
        Path library = Paths.get(args.length > 1 ? args[1]
                : System.getProperty("user.home") + "/.wheelwright/patterns").toAbsolutePath().normalize();
        Files.createDirectories(library);

        int imported = importPack(pack, library);
        System.out.printf("imported %d templates into %s%n", imported, library);
    }

    static int importPack(Path pack, Path library) throws IOException {
        int count = 0;
        try (InputStream in = Files.newInputStream(pack);
             ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                String name = entry.getName();
                if (!name.endsWith(".svg") && !name.equals("manifest.json")) {
                    continue;
                }
                Path target = library.resolve(name).normalize();
                if (!target.startsWith(library)) {
                    throw new IOException("entry outside library: " + name);
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                Files.copy(zip, target, StandardCopyOption.REPLACE_EXISTING);
                count++;
            }
        }
        return count;
    }
}
