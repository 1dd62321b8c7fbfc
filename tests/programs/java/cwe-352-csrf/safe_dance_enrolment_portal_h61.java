// A dance enrolment portal program of the h61 set (cwe-352-csrf).
package com.stepbystep.members;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;

import java.security.Principal;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Member portal of the dance school: members sign in with a form and enrol in or drop weekly classes. */
@Configuration
@EnableWebSecurity
class PortalWebConfig {
    @Bean
    SecurityFilterChain portalFilterChain(HttpSecurity http) throws Exception {
        http
                .authorizeHttpRequests(auth -> auth
                        .requestMatchers("/login", "/css/**", "/timetable").permitAll()
                        .anyRequest().authenticated())
                .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/my/classes", true))
                .logout(logout -> logout.logoutSuccessUrl("/login?signedOut"))
                .csrf(csrf -> csrf.csrfTokenRepository(new HttpSessionCsrfTokenRepository()));
        return http.build();
    }
}

interface ClassRoster {
    int capacity(long classId);

    Set<String> members(long classId);
}

@Service
class EnrolmentService {
    private final Map<Long, Set<String>> enrolments = new ConcurrentHashMap<>();
    private final ClassRoster roster;

    EnrolmentService(ClassRoster roster) {
        this.roster = roster;
    }

    boolean enrol(String member, long classId) {
        Set<String> current = enrolments.computeIfAbsent(classId, id -> ConcurrentHashMap.newKeySet());
        if (current.size() >= roster.capacity(classId)) {
            return false;
        }
        return current.add(member);
    }

    void drop(String member, long classId) {
        enrolments.getOrDefault(classId, Set.of()).remove(member);
    }
}

@Controller
class EnrolmentController {
    private final EnrolmentService enrolments;

    EnrolmentController(EnrolmentService enrolments) {
        this.enrolments = enrolments;
    }

    @PostMapping("/my/classes/{classId}/enrol")
    String enrol(@PathVariable long classId, Principal member) {
        boolean placed = enrolments.enrol(member.getName(), classId);
        return placed ? "redirect:/my/classes?enrolled=" + classId : "redirect:/my/classes?full=" + classId;
    }

    @PostMapping("/my/classes/{classId}/drop")
    String drop(@PathVariable long classId, Principal member) {
        enrolments.drop(member.getName(), classId);
        return "redirect:/my/classes?dropped=" + classId;
    }
}
