// Spring MVC signup controller that validates the submitted e-mail address and display name.
package com.acme.accounts.signup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SignupController {

    private static final int MAX_EMAIL_LENGTH = 254;
    private static final Pattern EMAIL =
            Pattern.compile("^[a-zA-Z0-9_.+-]{1,64}@[a-zA-Z0-9-]{1,63}(?:\\.[a-zA-Z0-9-]{1,63})*\\.[a-zA-Z]{2,24}$");
    private static final Pattern DISPLAY_NAME = Pattern.compile("^[\\p{L} .'-]{1,64}$");

    public record SignupForm(String email, String displayName) {}

    public interface AccountService {
        long create(String email, String displayName);
    }

    private final AccountService accounts;

    public SignupController(AccountService accounts) {
        this.accounts = accounts;
    }

    static List<String> validate(SignupForm form) {
        List<String> errors = new ArrayList<>();
        String email = form.email();
        if (email == null || email.length() > MAX_EMAIL_LENGTH || !EMAIL.matcher(email).matches()) {
            errors.add("email");
        }
        if (form.displayName() == null || !DISPLAY_NAME.matcher(form.displayName()).matches()) {
            errors.add("displayName");
        }
        return errors;
    }

    @PostMapping("/signup")
    public ResponseEntity<Map<String, Object>> signup(@RequestBody SignupForm form) {
        List<String> errors = validate(form);
        if (!errors.isEmpty()) {
            return ResponseEntity.badRequest().body(Map.of("invalid", errors));
        }
        long id = accounts.create(form.email().toLowerCase(Locale.ROOT), form.displayName());
        return ResponseEntity.status(HttpStatus.CREATED).body(Map.of("id", id));
    }
}
