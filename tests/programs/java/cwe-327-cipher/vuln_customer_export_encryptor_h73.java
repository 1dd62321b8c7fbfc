// A customer export encryptor program of the h73 set (cwe-327-cipher).
package com.ribbonandkey.backup;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Locale;
import java.util.StringJoiner;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

public final class CustomerExportEncryptor {

    private static final byte[] MAGIC = "RKX1".getBytes(StandardCharsets.US_ASCII);
    private static final SecureRandom RANDOM = new SecureRandom();

    private CustomerExportEncryptor() {
    }

    public static void main(String[] args) throws IOException, GeneralSecurityException {
        if (args.length != 2) {
            System.err.println("usage: customer-export-encryptor <export.csv> <out.rkx>");
            System.exit(2);
        }
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);

        String keyB64 = System.getenv("EXPORT_KEY");
        if (keyB64 == null) {
            System.err.println("EXPORT_KEY not set");
            System.exit(2);
        }
        SecretKey key = new SecretKeySpec(Base64.getDecoder().decode(keyB64.strip()), "AES");

        // Normalise the export: drop blank lines, trim cells, lowercase e-mail column.
        StringJoiner body = new StringJoiner("\n", "", "\n");
        int rows = 0;
        try (BufferedReader reader = Files.newBufferedReader(in, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                String[] cells = line.split(",", -1);
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = cells[i].strip();
                }
                if (cells.length > 2) {
                    cells[2] = cells[2].toLowerCase(Locale.ROOT);
                }
                body.add(String.join(",", cells));
                rows++;
            }
        }

        byte[] encrypted = encrypt(key, body.toString().getBytes(StandardCharsets.UTF_8));
        try (OutputStream os = Files.newOutputStream(out, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            os.write(MAGIC);
            os.write(encrypted);
        }
        System.out.printf("encrypted %d customer rows into %s (%d bytes)%n", rows, out, encrypted.length);
    }

    static byte[] encrypt(SecretKey key, byte[] plain) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, RANDOM);
        return cipher.doFinal(plain);
    }
}
