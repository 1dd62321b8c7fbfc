// A station keyfile program of the h73 set (cwe-732-permissions).
package org.sparkgapradioclub.shack;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "station-config", mixinStandardHelpOptions = true,
        description = "Writes ~/.config/sparkgap/station.ini for the shack PC's logging software.")
public class StationConfigCommand implements Callable<Integer> {

    @Option(names = "--call", required = true, description = "club callsign, optionally with SSID (e.g. G4SGR-10)")
    String callsign;

    @Option(names = "--grid", defaultValue = "IO91", description = "Maidenhead locator")
    String grid;

    @Option(names = "--out", description = "config file to write")
    Path out = Path.of(System.getProperty("user.home"), ".config", "sparkgap", "station.ini");

    public static void main(String[] args) {
        System.exit(new CommandLine(new StationConfigCommand()).execute(args));
    }

    @Override
    public Integer call() throws IOException {
        String base = callsign.strip().toUpperCase(Locale.ROOT).split("-", 2)[0];
        if (!base.matches("[A-Z0-9]{3,7}")) {
            System.err.println("that does not look like a callsign: " + callsign);
            return 2;
        }

        // secrets are piped in by the club's password manager: one "key=value" per line
        String lotwPassword = "";
        String qrzApiKey = "";
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] kv = line.split("=", 2);
                if (kv.length == 2 && kv[0].strip().equalsIgnoreCase("lotw")) {
                    lotwPassword = kv[1].strip();
                } else if (kv.length == 2 && kv[0].strip().equalsIgnoreCase("qrz")) {
                    qrzApiKey = kv[1].strip();
                }
            }
        }

        String ini = new StringBuilder()
                .append("[station]\n")
                .append("callsign=").append(callsign.strip().toUpperCase(Locale.ROOT)).append('\n')
                .append("grid=").append(grid.strip().toUpperCase(Locale.ROOT)).append('\n')
                .append("\n[aprs-is]\n")
                .append("server=rotate.aprs2.net:14580\n")
                .append("passcode=").append(aprsPasscode(base)).append('\n')
                .append("\n[lotw]\n")
                .append("certificate_password=").append(lotwPassword).append('\n')
                .append("\n[qrz]\n")
                .append("api_key=").append(qrzApiKey).append('\n')
                .toString();

        // the logger runs under this same "shack" account, so owner access is all it needs
        Set<PosixFilePermission> perms = PosixFilePermissions.fromString("rw-------");
        Files.createDirectories(out.getParent());
        if (Files.notExists(out)) {
            Files.createFile(out, PosixFilePermissions.asFileAttribute(perms));
        }
        Files.setPosixFilePermissions(out, perms);
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            w.write(ini);
        }
        System.out.println("wrote " + out);
        return 0;
    }

    /** Standard APRS-IS passcode: a 15-bit hash over the base callsign. */
    static int aprsPasscode(String base) {
        int hash = 0x73e2;
        byte[] b = base.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < b.length; i += 2) {
            hash ^= (b[i] & 0xff) << 8;
            if (i + 1 < b.length) {
                hash ^= b[i + 1] & 0xff;
            }
        }
        return hash & 0x7fff;
    }
}
