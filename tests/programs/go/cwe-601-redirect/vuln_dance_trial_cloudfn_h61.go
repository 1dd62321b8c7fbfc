// A dance trial cloudfn program of the h61 set (cwe-601-redirect).
package dancetrial

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"log"
	"net/http"
	"net/url"
	"os"

	"cloud.google.com/go/firestore"
	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
)

// trialState travels in the e-mail link sent after a parent books a trial dance class.
type trialState struct {
	Enrolment string `json:"enrolment"`
	Next      string `json:"next"`
}

// HostPolicy lists the sites of the school where visitors may be sent after confirming.
type HostPolicy struct {
	hosts    map[string]bool
	Fallback string
}

func (p HostPolicy) Allowed(u *url.URL) bool {
	return u.Scheme == "https" && p.hosts[u.Hostname()]
}

type EnrolmentRepo struct{ fs *firestore.Client }

func (r EnrolmentRepo) Confirm(ctx context.Context, id string) error {
	_, err := r.fs.Collection("trial_enrolments").Doc(id).Update(ctx, []firestore.Update{{Path: "confirmed", Value: true}})
	return err
}

type ConfirmTrial struct {
	repo   EnrolmentRepo
	policy HostPolicy
}

func (c *ConfirmTrial) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, err := base64.RawURLEncoding.DecodeString(r.URL.Query().Get("state"))
	var st trialState
	if err != nil || json.Unmarshal(raw, &st) != nil || st.Enrolment == "" {
		http.Error(w, "invalid link", http.StatusBadRequest)
		return
	}
	if err := c.repo.Confirm(r.Context(), st.Enrolment); err != nil {
		http.Error(w, "enrolment not found", http.StatusNotFound)
		return
	}
	target, err := url.Parse(st.Next)
	if err != nil || st.Next == "" {
		http.Redirect(w, r, c.policy.Fallback, http.StatusFound)
		return
	}
	if !c.policy.Allowed(target) {
		log.Printf("trial %s: next points to unexpected host %q", st.Enrolment, target.Host)
	}
	http.Redirect(w, r, target.String(), http.StatusFound)
}

func init() {
	fs, err := firestore.NewClient(context.Background(), os.Getenv("GOOGLE_CLOUD_PROJECT"))
	if err != nil {
		log.Fatal(err)
	}
	functions.HTTP("ConfirmTrial", (&ConfirmTrial{
		repo: EnrolmentRepo{fs: fs},
		policy: HostPolicy{
			hosts:    map[string]bool{"www.pirouette-dance.co.uk": true, "timetable.pirouette-dance.co.uk": true},
			Fallback: "https://www.pirouette-dance.co.uk/trial/thanks",
		},
	}).ServeHTTP)
}
