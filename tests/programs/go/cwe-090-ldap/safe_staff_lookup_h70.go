// A staff lookup program of the h70 set (cwe-090-ldap).
package main

import (
	"fmt"
	"log"
	"os"
	"slices"
	"strings"

	"github.com/go-ldap/ldap/v3"
	"github.com/gofiber/fiber/v2"
)

const baseDN = "ou=staff,dc=glenpipes,dc=co,dc=uk"

type directoryQuery struct {
	Surname  string `query:"surname"`
	Workshop string `query:"workshop"`
	Skill    string `query:"skill"`
}

type criterion struct {
	attr  string
	value string
}

type person struct {
	Name     string   `json:"name"`
	Workshop string   `json:"workshop"`
	Phone    string   `json:"phone"`
	Skills   []string `json:"skills"`
}

func Map[T, U any](in []T, fn func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, fn(v))
	}
	return out
}

func (q directoryQuery) criteria() []criterion {
	all := []criterion{
		{attr: "sn", value: q.Surname},
		{attr: "departmentNumber", value: q.Workshop},
		{attr: "description", value: q.Skill},
	}
	return slices.DeleteFunc(all, func(c criterion) bool { return strings.TrimSpace(c.value) == "" })
}

func clause(c criterion) string {
	v := ldap.EscapeFilter(strings.TrimSpace(c.value))
	return fmt.Sprintf("(%s=%s*)", c.attr, v)
}

func searchStaff(conn *ldap.Conn) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var q directoryQuery
		if err := c.QueryParser(&q); err != nil {
			return fiber.ErrBadRequest
		}
		crit := q.criteria()
		if len(crit) == 0 {
			return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": "give a surname, workshop or skill"})
		}

		filter := "(&(objectClass=inetOrgPerson)" + strings.Join(Map(crit, clause), "") + ")"
		req := ldap.NewSearchRequest(baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 25, 5, false,
			filter, []string{"cn", "departmentNumber", "telephoneNumber", "description"}, nil)

		res, err := conn.Search(req)
		if err != nil {
			log.Printf("directory search %q: %v", filter, err)
			return fiber.ErrBadGateway
		}
		people := Map(res.Entries, func(e *ldap.Entry) person {
			return person{
				Name:     e.GetAttributeValue("cn"),
				Workshop: e.GetAttributeValue("departmentNumber"),
				Phone:    e.GetAttributeValue("telephoneNumber"),
				Skills:   e.GetAttributeValues("description"),
			}
		})
		return c.JSON(people)
	}
}

func main() {
	conn, err := ldap.DialURL(os.Getenv("DIRECTORY_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	if err := conn.Bind(os.Getenv("DIRECTORY_BIND_DN"), os.Getenv("DIRECTORY_BIND_PW")); err != nil {
		log.Fatal(err)
	}

	app := fiber.New()
	app.Get("/directory", searchStaff(conn))
	log.Fatal(app.Listen(":8050"))
}
