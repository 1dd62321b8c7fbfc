// A keeper directory program of the h67 set (cwe-090-ldap).
// lighthouse keepers: duty roster directory listing keepers assigned to a light station
package org.trinitylights.roster;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.List;
import javax.naming.directory.Attributes;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class KeeperDirectoryApplication {
    public static void main(String[] args) {
        SpringApplication.run(KeeperDirectoryApplication.class, args);
    }
}

record StationQuery(@NotBlank @Size(max = 40) String station) {
}

record Keeper(String uid, String fullName, String watch, String radioCallsign) {
}

@Service
class KeeperDirectory {

    private static final AttributesMapper<Keeper> KEEPER_MAPPER = (Attributes attrs) -> new Keeper(
            (String) attrs.get("uid").get(),
            (String) attrs.get("cn").get(),
            attrs.get("watchAssignment") != null ? (String) attrs.get("watchAssignment").get() : "unassigned",
            attrs.get("radioCallsign") != null ? (String) attrs.get("radioCallsign").get() : "");

    private final LdapTemplate ldap;

    KeeperDirectory(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    List<Keeper> keepersAt(String station) {
        String filter = "(&(objectClass=lightKeeper)(assignedStation=" + station + ")(!(status=retired)))";
        return ldap.search("ou=keepers", filter, KEEPER_MAPPER);
    }
}

@RestController
@RequestMapping("/roster")
class RosterController {

    private final KeeperDirectory directory;

    RosterController(KeeperDirectory directory) {
        this.directory = directory;
    }

    @GetMapping("/keepers")
    List<Keeper> keepers(@Valid @ModelAttribute StationQuery query) {
        return directory.keepersAt(query.station().trim());
    }
}
