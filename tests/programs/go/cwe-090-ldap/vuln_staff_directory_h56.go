// GraphQL resolver that looks up attorneys and paralegals in the firm's LDAP directory by name.
package directory

import (
	"fmt"

	"github.com/go-ldap/ldap/v3"
	"github.com/graphql-go/graphql"
)

type Directory struct {
	URL, BindDN, BindPassword, BaseDN string
}

func (d Directory) withConn(fn func(*ldap.Conn) (interface{}, error)) (interface{}, error) {
	conn, err := ldap.DialURL(d.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.BindDN, d.BindPassword); err != nil {
		return nil, err
	}
	return fn(conn)
}

func (d Directory) searchStaff(name string) func(*ldap.Conn) (interface{}, error) {
	return func(conn *ldap.Conn) (interface{}, error) {
		filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(ou=Legal)(cn=*%s*))", name)
		req := ldap.NewSearchRequest(d.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
			25, 5, false, filter, []string{"cn", "title", "telephoneNumber"}, nil)
		res, err := conn.Search(req)
		if err != nil {
			return nil, err
		}
		people := make([]map[string]string, 0, len(res.Entries))
		for _, e := range res.Entries {
			people = append(people, map[string]string{
				"name":  e.GetAttributeValue("cn"),
				"title": e.GetAttributeValue("title"),
				"phone": e.GetAttributeValue("telephoneNumber"),
			})
		}
		return people, nil
	}
}

var staffType = graphql.NewObject(graphql.ObjectConfig{
	Name: "Staff",
	Fields: graphql.Fields{
		"name":  &graphql.Field{Type: graphql.String},
		"title": &graphql.Field{Type: graphql.String},
		"phone": &graphql.Field{Type: graphql.String},
	},
})

func StaffField(d Directory) *graphql.Field {
	return &graphql.Field{
		Type: graphql.NewList(staffType),
		Args: graphql.FieldConfigArgument{"name": &graphql.ArgumentConfig{Type: graphql.NewNonNull(graphql.String)}},
		Resolve: func(p graphql.ResolveParams) (interface{}, error) {
			name, _ := p.Args["name"].(string)
			return d.withConn(d.searchStaff(name))
		},
	}
}
