// A measurement vault program of the h64 set (cwe-327-cipher).
package com.brimandblock.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.Map;
import java.util.UUID;

/**
 * Head measurements of bespoke-hat clients (circumference, oval, crown height,
 * notes from the fitting) are kept encrypted at rest.
 */
@RestController
class ClientMeasurementController {

    private final JdbcTemplate jdbc;
    private final ObjectMapper mapper;
    private final SecretKeySpec key;

    ClientMeasurementController(JdbcTemplate jdbc, ObjectMapper mapper,
                                @Value("${measurements.key-b64}") String keyB64) {
        this.jdbc = jdbc;
        this.mapper = mapper;
        this.key = new SecretKeySpec(Base64.getDecoder().decode(keyB64), "AES");
    }

    @PutMapping("/clients/{clientId}/measurements")
    Map<String, Object> store(@PathVariable UUID clientId, @RequestBody JsonNode fitting) throws Exception {
        JsonNode head = fitting.path("head");
        if (!head.path("circumferenceCm").isNumber()) {
            return Map.of("stored", false, "reason", "circumference missing");
        }
        byte[] plain = mapper.writeValueAsBytes(fitting);
        String sealed = encrypt(plain);
        jdbc.update("INSERT INTO client_measurements (client_id, sealed, taken_on) VALUES (?, ?, CURRENT_DATE) "
                + "ON CONFLICT (client_id) DO UPDATE SET sealed = EXCLUDED.sealed, taken_on = EXCLUDED.taken_on",
                clientId, sealed);
        return Map.of("stored", true, "client", clientId.toString());
    }

    JsonNode load(UUID clientId) throws Exception {
        String sealed = jdbc.queryForObject(
                "SELECT sealed FROM client_measurements WHERE client_id = ?", String.class, clientId);
        return mapper.readTree(decrypt(sealed));
    }

    private String encrypt(byte[] plain) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        return Base64.getEncoder().encodeToString(cipher.doFinal(plain));
    }

    private String decrypt(String sealed) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.DECRYPT_MODE, key);
        return new String(cipher.doFinal(Base64.getDecoder().decode(sealed)), StandardCharsets.UTF_8);
    }
}
