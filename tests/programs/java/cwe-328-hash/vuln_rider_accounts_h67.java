// A rider accounts program of the h67 set (cwe-328-hash).
// saddle makers: rider account sign-up for tracking bespoke saddle fittings and re-flocking visits
package com.tackroom.accounts;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@Entity
class RiderAccount {
    @Id
    @GeneratedValue
    Long id;
    @Column(unique = true, nullable = false)
    String email;
    String displayName;
    @Column(nullable = false)
    String passwordHash;

    protected RiderAccount() {
    }

    RiderAccount(String email, String displayName, String passwordHash) {
        this.email = email;
        this.displayName = displayName;
        this.passwordHash = passwordHash;
    }
}

interface RiderAccountRepository extends JpaRepository<RiderAccount, Long> {
    boolean existsByEmailIgnoreCase(String email);
}

record SignUpRequest(
        @NotBlank @Email String email,
        @NotBlank @Size(max = 60) String displayName,
        @NotBlank @Size(min = 10, max = 128) String password) {
}

record SignUpResponse(Long id, String email) {
}

@Component
class PasswordHasher {

    String hash(String password) {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

@Service
class RiderAccountService {
    private final RiderAccountRepository repository;
    private final PasswordHasher hasher;

    RiderAccountService(RiderAccountRepository repository, PasswordHasher hasher) {
        this.repository = repository;
        this.hasher = hasher;
    }

    @Transactional
    RiderAccount register(SignUpRequest request) {
        if (repository.existsByEmailIgnoreCase(request.email())) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "Email already registered");
        }
        return repository.save(new RiderAccount(request.email().toLowerCase(), request.displayName(),
                hasher.hash(request.password())));
    }
}

@RestController
class SignUpController {
    private final RiderAccountService service;

    SignUpController(RiderAccountService service) {
        this.service = service;
    }

    @PostMapping("/riders")
    @ResponseStatus(HttpStatus.CREATED)
    SignUpResponse signUp(@Valid @RequestBody SignUpRequest request) {
        RiderAccount account = service.register(request);
        return new SignUpResponse(account.id, account.email);
    }
}
