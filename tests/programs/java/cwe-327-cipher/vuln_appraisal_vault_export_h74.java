// A appraisal vault export program of the h74 set (cwe-327-cipher).
package club.numismatica.vault;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "vault-export", mixinStandardHelpOptions = true,
        description = "Encrypt appraisal CSV rows for offsite backup")
class AppraisalVaultExport implements Callable<Integer> {

    private static final String TRANSFORMATION = "DES/ECB/PKCS5Padding";
    private static final String KEY_ALGORITHM = "DES";
    private static final int KEY_BYTES = 8;

    @Option(names = "--in", required = true, description = "appraisals CSV exported from the catalogue")
    Path input;

    @Option(names = "--out", required = true, description = "encrypted output, one record per line")
    Path output;

    @Option(names = "--key-file", required = true, description = "raw key material from the treasurer's token")
    Path keyFile;

    private static final SecureRandom RNG = new SecureRandom();

    public static void main(String[] args) {
        System.exit(new CommandLine(new AppraisalVaultExport()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        byte[] keyMaterial = Files.readAllBytes(keyFile);
        if (keyMaterial.length < KEY_BYTES) {
            System.err.println("key file too short");
            return 2;
        }
        SecretKeySpec key = new SecretKeySpec(keyMaterial, 0, KEY_BYTES, KEY_ALGORITHM);
        List<String> rows = Files.readAllLines(input, StandardCharsets.UTF_8);
        AtomicInteger done = new AtomicInteger();

        // rows are independent; Cipher is not thread-safe so every worker builds its own
        List<String> sealed = rows.parallelStream()
                .skip(1)
                .map(row -> {
                    String enc = seal(key, row);
                    if (done.incrementAndGet() % 1000 == 0) {
                        System.err.println(done.get() + " records sealed");
                    }
                    return enc;
                })
                .toList();

        Files.write(output, sealed, StandardCharsets.UTF_8);
        System.out.println("sealed " + sealed.size() + " appraisal records into " + output);
        return 0;
    }

    private static String seal(SecretKeySpec key, String row) {
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.ENCRYPT_MODE, key, RNG);
            byte[] body = cipher.doFinal(row.getBytes(StandardCharsets.UTF_8));
            ByteBuffer out = ByteBuffer.allocate(body.length).put(body);
            return Base64.getEncoder().encodeToString(out.array());
        } catch (Exception e) {
            throw new IllegalStateException("could not seal record", e);
        }
    }
}
