// Spring validation helper and controller for the contact step of the HR job application form.
package com.peoplehub.careers.apply;

import java.util.Map;
import java.util.regex.Pattern;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ApplicationContactController {

    public record ContactStep(String applicationId, String fullName, String email, String phone) {}

    public interface ApplicationDrafts {
        void saveContact(String applicationId, String fullName, String email, String phone);
    }

    static final class ContactValidator {
        private static final Pattern EMAIL =
                Pattern.compile("^[a-zA-Z0-9._%+-]{1,64}@[a-zA-Z0-9-]{1,63}(\\.[a-zA-Z0-9-]{1,63}){0,8}\\.[a-zA-Z]{2,24}$");
        private static final Pattern PHONE = Pattern.compile("^\\+?[0-9 ()-]{7,20}$");

        static boolean validEmail(String value) {
            return value != null && value.length() <= 254 && EMAIL.matcher(value).matches();
        }

        static boolean validPhone(String value) {
            return value == null || value.isEmpty() || PHONE.matcher(value).matches();
        }
    }

    private final ApplicationDrafts drafts;

    public ApplicationContactController(ApplicationDrafts drafts) {
        this.drafts = drafts;
    }

    @PostMapping("/careers/applications/contact")
    public ResponseEntity<Map<String, String>> saveContact(@RequestBody ContactStep step) {
        String email = step.email() == null ? null : step.email().trim();
        if (!ContactValidator.validEmail(email)) {
            return ResponseEntity.badRequest().body(Map.of("field", "email", "error", "Enter a valid email address"));
        }
        if (!ContactValidator.validPhone(step.phone())) {
            return ResponseEntity.badRequest().body(Map.of("field", "phone", "error", "Enter a valid phone number"));
        }
        drafts.saveContact(step.applicationId(), step.fullName(), email, step.phone());
        return ResponseEntity.ok(Map.of("next", "experience"));
    }
}
