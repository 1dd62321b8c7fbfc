// Backup job that encrypts nightly export files with the cipher named in its settings
package com.example.backup;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.crypto.Cipher;
import javax.crypto.CipherOutputStream;
import javax.crypto.SecretKey;

public class ExportEncryptor {

    private static final String TRANSFORMATION = "RC4";

    private final SecretKey key;

    public ExportEncryptor(SecretKey key) {
        this.key = key;
    }

    public void encrypt(Path plain, Path target) throws Exception {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key);
        try (InputStream in = Files.newInputStream(plain);
             OutputStream out = new CipherOutputStream(Files.newOutputStream(target), cipher)) {
            in.transferTo(out);
        }
    }
}
