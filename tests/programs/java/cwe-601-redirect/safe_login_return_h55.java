// Spring controller that signs applicants into a recruiting portal and returns them to the page they came from
package recruiting.portal;

import jakarta.servlet.http.HttpSession;
import java.util.Optional;
import java.util.regex.Pattern;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

record Applicant(long id, String email) {}

interface ApplicantDirectory {
    Optional<Applicant> authenticate(String email, char[] password);
}

final class ReturnTargets {
    static final String DEFAULT = "/jobs";
    private static final Pattern LOCAL_PATH = Pattern.compile("(/[A-Za-z0-9_-]+)+/?(\\?[A-Za-z0-9=&_-]*)?");

    private ReturnTargets() {}

    static String resolve(String requested) {
        if (requested == null || requested.isBlank()) return DEFAULT;
        String target = requested.trim();
        return LOCAL_PATH.matcher(target).matches() ? target : DEFAULT;
    }
}

@Service
class SignInService {
    private final ApplicantDirectory directory;

    SignInService(ApplicantDirectory directory) { this.directory = directory; }

    Optional<Applicant> signIn(String email, String password, HttpSession session) {
        Optional<Applicant> applicant = directory.authenticate(email.toLowerCase(), password.toCharArray());
        applicant.ifPresent(a -> session.setAttribute("applicantId", a.id()));
        return applicant;
    }
}

@Controller
class SignInController {
    private final SignInService signIn;

    SignInController(SignInService signIn) { this.signIn = signIn; }

    @PostMapping("/signin")
    String submit(@RequestParam String email, @RequestParam String password,
                  @RequestParam(name = "next", required = false) String next, HttpSession session) {
        if (signIn.signIn(email, password, session).isEmpty()) {
            return "signin";
        }
        return "redirect:" + ReturnTargets.resolve(next);
    }
}
