// Spring controller for the airport ground-crew directory lookup backed by the corporate LDAP.
package aero.groundops.directory;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import java.util.List;

import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.query.LdapQuery;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CrewDirectoryController {

    private static final String PEOPLE_BASE = "ou=people";

    private final LdapTemplate ldap;

    public CrewDirectoryController(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @GetMapping("/directory/crew")
    public List<CrewCard> find(@RequestParam String callsign) {
        if (callsign.isBlank() || callsign.contains("*")) {
            throw new IllegalArgumentException("an exact callsign is required");
        }
        LdapQuery q = query().base(PEOPLE_BASE)
                .where("objectClass").is("inetOrgPerson")
                .and("employeeType").is("groundcrew")
                .and("uid").is(callsign);
        return ldap.search(q, crewMapper());
    }

    private static AttributesMapper<CrewCard> crewMapper() {
        return attrs -> new CrewCard(
                (String) attrs.get("uid").get(),
                (String) attrs.get("cn").get(),
                attrs.get("telephoneNumber") == null ? "" : (String) attrs.get("telephoneNumber").get());
    }

    public record CrewCard(String callsign, String name, String radio) { }
}
