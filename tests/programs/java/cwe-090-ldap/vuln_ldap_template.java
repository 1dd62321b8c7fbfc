// Spring Boot endpoint that lists the members of a named group from LDAP
package com.example.groups;

import java.util.List;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class GroupMembersController {

    private final LdapTemplate ldap;

    public GroupMembersController(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @GetMapping("/groups/{cn}/members")
    public List<String> members(@PathVariable String cn) {
        return ldap.search("ou=groups", "(&(objectClass=groupOfNames)(cn=" + cn + "))",
                (AttributesMapper<String>) attrs -> String.valueOf(attrs.get("member")));
    }
}
