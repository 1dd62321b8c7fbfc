// A bookclub member lookup program of the h74 set (cwe-090-ldap).
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type member struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Club     string `json:"club"`
	Favorite string `json:"favorite_genre"`
}

type lookup struct {
	name  string
	club  string
	reply chan lookupResult
}

type lookupResult struct {
	members []member
	err     error
}

func ldapWorker(addr, bindDN, bindPW string, jobs <-chan lookup) {
	conn, err := ldap.DialURL(addr)
	if err != nil {
		log.Fatalf("ldap dial: %v", err)
	}
	defer conn.Close()
	if err := conn.Bind(bindDN, bindPW); err != nil {
		log.Fatalf("ldap bind: %v", err)
	}
	for job := range jobs {
		filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(memberOf=cn=%s,ou=clubs,dc=readersfed,dc=org)(cn=*%s*))",
			job.club, job.name)
		req := ldap.NewSearchRequest("ou=members,dc=readersfed,dc=org",
			ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 5, false,
			filter, []string{"cn", "mail", "departmentNumber", "description"}, nil)
		res, err := conn.Search(req)
		if err != nil {
			job.reply <- lookupResult{err: err}
			continue
		}
		var out []member
		for _, e := range res.Entries {
			out = append(out, member{
				Name:     e.GetAttributeValue("cn"),
				Email:    e.GetAttributeValue("mail"),
				Club:     e.GetAttributeValue("departmentNumber"),
				Favorite: e.GetAttributeValue("description"),
			})
		}
		job.reply <- lookupResult{members: out}
	}
}

func main() {
	jobs := make(chan lookup)
	for i := 0; i < 3; i++ {
		go ldapWorker(os.Getenv("LDAP_URL"), os.Getenv("LDAP_BIND_DN"), os.Getenv("LDAP_BIND_PW"), jobs)
	}

	e := echo.New()
	e.GET("/clubs/:club/members", func(c echo.Context) error {
		job := lookup{
			name:  c.QueryParam("q"),
			club:  c.Param("club"),
			reply: make(chan lookupResult, 1),
		}
		select {
		case jobs <- job:
		case <-time.After(3 * time.Second):
			return echo.NewHTTPError(http.StatusServiceUnavailable, "directory busy")
		}
		res := <-job.reply
		if res.err != nil {
			c.Logger().Errorf("directory search: %v", res.err)
			return echo.NewHTTPError(http.StatusBadGateway, "directory unavailable")
		}
		return c.JSON(http.StatusOK, res.members)
	})
	e.Logger.Fatal(e.Start(":8030"))
}
