// A ring registry export program of the h63 set (cwe-327-cipher).
package uk.co.hoodandjess.registry.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.Callable;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

record RegisteredBird(String ringNumber, String species, String citesPermit, String keeper) {
    String toCsv() { return String.join(",", ringNumber, species, citesPermit, keeper); }
}

interface BirdSource {
    List<RegisteredBird> all() throws IOException;
}

class CsvBirdSource implements BirdSource {
    private final Path file;

    CsvBirdSource(Path file) { this.file = file; }

    public List<RegisteredBird> all() throws IOException {
        return Files.readAllLines(file).stream().skip(1).map(l -> l.split(",", 4))
                .map(c -> new RegisteredBird(c[0], c[1], c[2], c[3])).toList();
    }
}

interface ExportSealer {
    byte[] seal(byte[] plain) throws GeneralSecurityException;
}

class RegistrySealer implements ExportSealer {
    private static final SecureRandom RANDOM = new SecureRandom();
    private final byte[] key;

    RegistrySealer(byte[] key) { this.key = key; }

    @Override
    public byte[] seal(byte[] plain) throws GeneralSecurityException {
        if (key.length != 32) {
            throw new GeneralSecurityException("export key must be 256 bits");
        }
        byte[] iv = new byte[12];
        RANDOM.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        byte[] sealed = cipher.doFinal(plain);
        return ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array();
    }
}

class RegistryExporter {
    private final BirdSource source;
    private final ExportSealer sealer;

    RegistryExporter(BirdSource source, ExportSealer sealer) {
        this.source = source;
        this.sealer = sealer;
    }

    void export(Path out) throws IOException, GeneralSecurityException {
        StringBuilder csv = new StringBuilder("ring,species,permit,keeper\n");
        for (RegisteredBird bird : source.all()) {
            csv.append(bird.toCsv()).append('\n');
        }
        Files.write(out, sealer.seal(csv.toString().getBytes(StandardCharsets.UTF_8)));
    }
}

@Command(name = "mewsctl-export", mixinStandardHelpOptions = true,
        description = "Export the ring register for the county licensing officer")
class ExportCommand implements Callable<Integer> {
    @Option(names = "--register", required = true)
    Path register;

    @Option(names = "--out", required = true)
    Path out;

    @Option(names = "--key-env", defaultValue = "MEWS_EXPORT_KEY", description = "Environment variable holding the base64 key")
    String keyEnv;

    @Override
    public Integer call() throws Exception {
        String encoded = System.getenv(keyEnv);
        if (encoded == null) {
            System.err.println("export key not set in " + keyEnv);
            return 1;
        }
        byte[] key = Base64.getDecoder().decode(encoded);
        new RegistryExporter(new CsvBirdSource(register), new RegistrySealer(key)).export(out);
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ExportCommand()).execute(args));
    }
}
