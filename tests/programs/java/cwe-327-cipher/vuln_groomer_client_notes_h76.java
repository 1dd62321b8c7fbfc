// A dog groomer client notes encryption program of the h76 set (cwe-327-cipher).
package com.fluffandfold.notes;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record CipherSpec(String transformation, String keyAlgorithm, int ivLength) {
}

class NoteVault {
    private final CipherSpec spec;
    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    NoteVault(CipherSpec spec, byte[] rawKey) {
        this.spec = spec;
        this.key = new SecretKeySpec(rawKey, spec.keyAlgorithm());
    }

    String seal(String plain) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(spec.transformation());
        byte[] iv = new byte[spec.ivLength()];
        if (iv.length > 0) {
            random.nextBytes(iv);
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        } else {
            cipher.init(Cipher.ENCRYPT_MODE, key);
        }
        byte[] body = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + body.length).put(iv).put(body).array());
    }

    String open(String sealed) throws GeneralSecurityException {
        byte[] all = Base64.getDecoder().decode(sealed);
        Cipher cipher = Cipher.getInstance(spec.transformation());
        int ivLength = spec.ivLength();
        if (ivLength > 0) {
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, all, 0, ivLength));
        } else {
            cipher.init(Cipher.DECRYPT_MODE, key);
        }
        byte[] plain = cipher.doFinal(all, ivLength, all.length - ivLength);
        return new String(plain, StandardCharsets.UTF_8);
    }
}

@RestController
class ClientNotesController {
    private static final CipherSpec NOTES_CIPHER = new CipherSpec("DES/ECB/PKCS5Padding", "DES", 0);

    private final Map<Long, String> store = new ConcurrentHashMap<>();
    private final NoteVault vault = new NoteVault(NOTES_CIPHER,
            Base64.getDecoder().decode(System.getenv("GROOMER_NOTES_KEY")));

    @PostMapping("/pets/{petId}/notes")
    ResponseEntity<Void> save(@PathVariable long petId, @RequestBody String note) throws GeneralSecurityException {
        store.put(petId, vault.seal(note));
        return ResponseEntity.noContent().build();
    }

    @GetMapping(value = "/pets/{petId}/notes", produces = MediaType.TEXT_PLAIN_VALUE)
    ResponseEntity<String> read(@PathVariable long petId) throws GeneralSecurityException {
        String sealed = store.get(petId);
        if (sealed == null) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(vault.open(sealed));
    }
}
