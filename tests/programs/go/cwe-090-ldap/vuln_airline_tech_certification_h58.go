// airline tech certification (h58 set)
package signoff

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync"

	"github.com/go-ldap/ldap/v3"
)

// TaskSignoff is one line of a work package a technician wants to close.
type TaskSignoff struct {
	TaskCard   string `json:"task_card"`
	Technician string `json:"technician"`
	AircraftTy string `json:"aircraft_type"`
}

type verdict struct {
	TaskCard string `json:"task_card"`
	Allowed  bool   `json:"allowed"`
	Reason   string `json:"reason,omitempty"`
}

var (
	ldapURL  = os.Getenv("MRO_LDAP_URL")
	baseDN   = os.Getenv("MRO_LDAP_BASE_DN")
	bindDN   = os.Getenv("MRO_LDAP_BIND_DN")
	bindPass = os.Getenv("MRO_LDAP_BIND_PASSWORD")
)

// certified reports whether the technician holds a type rating for the aircraft.
func certified(conn *ldap.Conn, s TaskSignoff) (bool, error) {
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(employeeNumber=%s)(memberOf=cn=B1-%s,ou=type-ratings,%s))",
		s.Technician, s.AircraftTy, baseDN)
	req := ldap.NewSearchRequest(baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 1, 5, true,
		filter, []string{"dn"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return false, err
	}
	return len(res.Entries) == 1, nil
}

func worker(ctx context.Context, jobs <-chan TaskSignoff, out chan<- verdict, wg *sync.WaitGroup) {
	defer wg.Done()
	conn, err := ldap.DialURL(ldapURL)
	if err == nil {
		defer conn.Close()
		err = conn.Bind(bindDN, bindPass)
	}
	for job := range jobs {
		if ctx.Err() != nil || err != nil {
			out <- verdict{TaskCard: job.TaskCard, Reason: "directory unavailable"}
			continue
		}
		ok, lookupErr := certified(conn, job)
		switch {
		case lookupErr != nil:
			out <- verdict{TaskCard: job.TaskCard, Reason: "lookup failed"}
		case !ok:
			out <- verdict{TaskCard: job.TaskCard, Reason: "no valid type rating"}
		default:
			out <- verdict{TaskCard: job.TaskCard, Allowed: true}
		}
	}
}

// CheckWorkPackage handles POST /workpackages/check with a JSON list of sign-offs.
func CheckWorkPackage(w http.ResponseWriter, r *http.Request) {
	var signoffs []TaskSignoff
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<18)).Decode(&signoffs); err != nil {
		http.Error(w, "invalid work package", http.StatusBadRequest)
		return
	}
	jobs := make(chan TaskSignoff)
	out := make(chan verdict, len(signoffs))
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go worker(r.Context(), jobs, out, &wg)
	}
	go func() {
		for _, s := range signoffs {
			jobs <- s
		}
		close(jobs)
	}()
	wg.Wait()
	close(out)

	verdicts := make([]verdict, 0, len(signoffs))
	for v := range out {
		verdicts = append(verdicts, v)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(verdicts)
}
