// A yodeling school student account password program of the h76 set (cwe-328-hash).
package ch.alpenecho.accounts;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

interface PasswordHasher {
    String hash(char[] password) throws GeneralSecurityException;

    boolean matches(char[] password, String stored) throws GeneralSecurityException;
}

class Pbkdf2Hasher implements PasswordHasher {
    private static final int ITERATIONS = 310_000;
    private final SecureRandom random = new SecureRandom();

    @Override
    public String hash(char[] password) throws GeneralSecurityException {
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        return encode(salt, derive(password, salt));
    }

    @Override
    public boolean matches(char[] password, String stored) throws GeneralSecurityException {
        String[] parts = stored.split("\\$");
        byte[] salt = Base64.getDecoder().decode(parts[0]);
        byte[] expected = Base64.getDecoder().decode(parts[1]);
        return MessageDigest.isEqual(expected, derive(password, salt));
    }

    private static byte[] derive(char[] password, byte[] salt) throws GeneralSecurityException {
        PBEKeySpec spec = new PBEKeySpec(password, salt, ITERATIONS, 256);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } finally {
            spec.clearPassword();
        }
    }

    private static String encode(byte[] salt, byte[] hash) {
        return Base64.getEncoder().encodeToString(salt) + "$" + Base64.getEncoder().encodeToString(hash);
    }
}

class StudentAccounts {
    private final JdbcTemplate jdbc;
    private final PasswordHasher hasher;

    StudentAccounts(JdbcTemplate jdbc, PasswordHasher hasher) {
        this.jdbc = jdbc;
        this.hasher = hasher;
    }

    void register(String email, char[] password) throws GeneralSecurityException {
        jdbc.update("INSERT INTO students (email, password_hash) VALUES (?, ?)", email, hasher.hash(password));
    }

    boolean login(String email, char[] password) throws GeneralSecurityException {
        List<String> rows = jdbc.queryForList(
                "SELECT password_hash FROM students WHERE email = ?", String.class, email);
        return !rows.isEmpty() && hasher.matches(password, rows.get(0));
    }
}

@RestController
class StudentAccountController {
    private final StudentAccounts accounts;

    StudentAccountController(JdbcTemplate jdbc) {
        this.accounts = new StudentAccounts(jdbc, new Pbkdf2Hasher());
    }

    @PostMapping("/students/register")
    ResponseEntity<String> register(@RequestParam String email, @RequestParam String password)
            throws GeneralSecurityException {
        if (password.length() < 10) {
            return ResponseEntity.status(400).body("password too short");
        }
        accounts.register(email.trim().toLowerCase(), password.toCharArray());
        return ResponseEntity.status(201).body("welcome to the choir");
    }

    @PostMapping("/students/login")
    ResponseEntity<String> login(@RequestParam String email, @RequestParam String password)
            throws GeneralSecurityException {
        if (accounts.login(email.trim().toLowerCase(), password.toCharArray())) {
            return ResponseEntity.ok("signed in");
        }
        return ResponseEntity.status(401).body("unknown email or password");
    }
}
