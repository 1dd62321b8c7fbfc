// Sports league endpoints that issue API keys to club integrations and resolve a presented key to its club
package org.league.integrations;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@Component
class ApiKeyRegistry {
    private final Map<String, String> clubByDigest = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    static String digest(String key) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-1");
            return HexFormat.of().formatHex(md.digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    String issue(String clubCode) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String key = "lk_" + Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        clubByDigest.put(digest(key), clubCode);
        return key;
    }

    String clubFor(String presentedKey) {
        return presentedKey == null ? null : clubByDigest.get(digest(presentedKey));
    }
}

@RestController
class ApiKeyController {
    private final ApiKeyRegistry registry;

    ApiKeyController(ApiKeyRegistry registry) { this.registry = registry; }

    @PostMapping("/admin/clubs/{clubCode}/keys")
    Map<String, String> issue(@PathVariable String clubCode) {
        return Map.of("club", clubCode, "key", registry.issue(clubCode));
    }

    @GetMapping("/integrations/whoami")
    ResponseEntity<String> whoami(@RequestHeader(value = "X-League-Key", required = false) String key) {
        String club = registry.clubFor(key);
        return club == null ? ResponseEntity.status(401).build() : ResponseEntity.ok(club);
    }
}
