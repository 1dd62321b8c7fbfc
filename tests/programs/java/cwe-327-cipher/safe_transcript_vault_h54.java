// Registrar service that encrypts student transcripts before archiving them.
package edu.lakeside.registrar;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.function.Function;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/registrar/transcripts")
public class TranscriptVaultController {

    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();
    private final TranscriptRepository repo;

    public TranscriptVaultController(@Value("${registrar.vault-key}") String encodedKey, TranscriptRepository repo) {
        this.key = new SecretKeySpec(Base64.getDecoder().decode(encodedKey), "AES");
        this.repo = repo;
    }

    private byte[] seal(byte[] plain) {
        try {
            byte[] iv = new byte[12];
            random.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            byte[] body = cipher.doFinal(plain);
            return ByteBuffer.allocate(iv.length + body.length).put(iv).put(body).array();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("transcript encryption failed", e);
        }
    }

    @PostMapping("/{studentId}")
    public String archive(@PathVariable long studentId, @RequestBody String transcript) {
        Function<String, byte[]> encode = s -> s.getBytes(StandardCharsets.UTF_8);
        repo.store(studentId, encode.andThen(this::seal).apply(transcript));
        return "archived";
    }
}
