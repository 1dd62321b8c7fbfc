// A local origami studio member login redirect program of the h76 set (cwe-601-redirect).
package com.foldhouse.members;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

interface ReturnTarget {
    String resolve(String requested);
}

class LocalPathReturnTarget implements ReturnTarget {
    private static final Pattern LOCAL_PATH = Pattern.compile("/[A-Za-z0-9/_.?=&%-]*");

    private final String fallback;

    LocalPathReturnTarget(String fallback) {
        this.fallback = fallback;
    }

    @Override
    public String resolve(String requested) {
        if (requested == null || requested.isBlank()) {
            return fallback;
        }
        String path = requested.trim();
        if (!LOCAL_PATH.matcher(path).matches() || path.startsWith("//")) {
            return fallback;
        }
        return path;
    }
}

interface MemberDirectory {
    String passwordHash(String email);
}

class StaticMemberDirectory implements MemberDirectory {
    private final Map<String, String> hashes;

    StaticMemberDirectory(Map<String, String> hashes) {
        this.hashes = hashes;
    }

    @Override
    public String passwordHash(String email) {
        return hashes.get(email);
    }
}

@Controller
class MemberLoginController {
    private final MemberDirectory members;
    private final PasswordEncoder encoder = new BCryptPasswordEncoder();
    private final ReturnTarget returnTarget;

    MemberLoginController(MemberDirectory members) {
        this.members = members;
        this.returnTarget = new LocalPathReturnTarget("/studio/classes");
    }

    @PostMapping("/login")
    void login(@RequestParam String email,
               @RequestParam String password,
               @RequestParam(name = "next", required = false) String next,
               HttpServletRequest request,
               HttpServletResponse response) throws IOException {
        String hash = members.passwordHash(email.trim().toLowerCase());
        if (hash == null || !encoder.matches(password, hash)) {
            response.sendRedirect("/login?failed");
            return;
        }
        request.getSession(true);
        request.changeSessionId();
        request.getSession().setAttribute("member", email.trim().toLowerCase());
        response.sendRedirect(returnTarget.resolve(next));
    }

    @PostMapping("/logout")
    void logout(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (request.getSession(false) != null) {
            request.getSession(false).invalidate();
        }
        response.sendRedirect("/");
    }
}
