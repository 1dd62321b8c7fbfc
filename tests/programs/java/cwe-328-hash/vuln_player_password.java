// Registers game accounts and verifies player login passwords against stored hashes
package gg.questline.accounts;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record Credentials(String username, String password) {}
record StoredHash(String salt, String hash) {}

class PasswordHasher {
    private final SecureRandom random = new SecureRandom();

    StoredHash hash(String password) throws GeneralSecurityException {
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        return new StoredHash(HexFormat.of().formatHex(salt), digest(salt, password));
    }

    boolean matches(String password, StoredHash stored) throws GeneralSecurityException {
        String candidate = digest(HexFormat.of().parseHex(stored.salt()), password);
        return MessageDigest.isEqual(candidate.getBytes(StandardCharsets.UTF_8), stored.hash().getBytes(StandardCharsets.UTF_8));
    }

    private String digest(byte[] salt, String password) throws GeneralSecurityException {
        MessageDigest md = MessageDigest.getInstance("MD5");
        md.update(salt);
        return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
    }
}

@Service
class AccountService {
    private final PasswordHasher hasher = new PasswordHasher();
    private final Map<String, StoredHash> accounts = new ConcurrentHashMap<>();

    boolean register(Credentials c) throws GeneralSecurityException {
        if (c.password() == null || c.password().length() < 10) return false;
        return accounts.putIfAbsent(c.username().toLowerCase(), hasher.hash(c.password())) == null;
    }

    boolean login(Credentials c) throws GeneralSecurityException {
        StoredHash stored = accounts.get(c.username().toLowerCase());
        return stored != null && hasher.matches(c.password(), stored);
    }
}

@RestController
class AccountController {
    private final AccountService accounts;

    AccountController(AccountService accounts) { this.accounts = accounts; }

    @PostMapping("/accounts/register")
    boolean register(@RequestBody Credentials c) throws GeneralSecurityException { return accounts.register(c); }

    @PostMapping("/accounts/login")
    boolean login(@RequestBody Credentials c) throws GeneralSecurityException { return accounts.login(c); }
}
