// A fencer directory program of the h68 set (cwe-090-ldap).
// fencing clubs: looks up club members in the federation directory by licence, name or weapon
package fr.salledarmes.directory;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.support.LdapEncoder;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

import javax.naming.directory.Attributes;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import static org.springframework.http.HttpStatus.BAD_REQUEST;

@SpringBootApplication
public class FencerDirectoryApp {
    public static void main(String[] args) {
        SpringApplication.run(FencerDirectoryApp.class, args);
    }
}

enum Weapon { FOIL, EPEE, SABRE }

sealed interface Lookup permits ByLicence, ByName, ByWeapon {}
record ByLicence(String licence) implements Lookup {}
record ByName(String surname) implements Lookup {}
record ByWeapon(Weapon weapon) implements Lookup {}

record Fencer(String licence, String fullName, String club, Weapon weapon, String category) {}

@RestController
class FencerDirectoryController {

    private static final Pattern LICENCE = Pattern.compile("^[0-9]{2}-[0-9]{6}$");
    private static final String BASE = "ou=members,dc=ffe-escrime,dc=fr";

    private final LdapTemplate ldap;

    FencerDirectoryController(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @GetMapping("/fencers")
    List<Fencer> search(@RequestParam Optional<String> licence,
                        @RequestParam Optional<String> surname,
                        @RequestParam Optional<String> weapon) {
        Lookup lookup = licence.<Lookup>map(ByLicence::new)
                .or(() -> surname.map(ByName::new))
                .or(() -> weapon.map(w -> new ByWeapon(Weapon.valueOf(w.toUpperCase(Locale.ROOT)))))
                .orElseThrow(() -> new ResponseStatusException(BAD_REQUEST, "licence, surname or weapon required"));

        return ldap.search(BASE, filterFor(lookup), (AttributesMapper<Fencer>) FencerDirectoryController::toFencer);
    }

    static String filterFor(Lookup lookup) {
        var criterion = switch (lookup) {
            case ByLicence(var l) when LICENCE.matcher(l).matches() -> "(ffeLicence=%s)".formatted(l);
            case ByLicence(var l) -> throw new ResponseStatusException(BAD_REQUEST, "malformed licence number");
            case ByName(var s) -> "(sn=%s*)".formatted(LdapEncoder.filterEncode(s));
            case ByWeapon(var w) -> "(ffeWeapon=%s)".formatted(LdapEncoder.filterEncode(w.name().toLowerCase(Locale.ROOT)));
        };
        return "(&(objectClass=ffeFencer)(ffeActive=TRUE)%s)".formatted(criterion);
    }

    static Fencer toFencer(Attributes attrs) throws javax.naming.NamingException {
        return new Fencer(
                (String) attrs.get("ffeLicence").get(),
                (String) attrs.get("cn").get(),
                Optional.ofNullable(attrs.get("o")).map(a -> {
                    try {
                        return (String) a.get();
                    } catch (javax.naming.NamingException e) {
                        return "unattached";
                    }
                }).orElse("unattached"),
                Weapon.valueOf(((String) attrs.get("ffeWeapon").get()).toUpperCase(Locale.ROOT)),
                (String) attrs.get("ffeCategory").get());
    }
}
