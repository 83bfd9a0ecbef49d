// Land Office: in-world status reporter for the support roster.
//
// Put this script in a prim you own (a sign at your store, a HUD, anything that stays rezzed).
// Every CHECK_EVERY seconds it asks the grid whether each listed support member is online and,
// when a member's status changes, posts it to Land Office, which updates that member's
// status and last_seen (the public support page shows who is online).
//
// Setup:
//   1. Set INWORLD_SECRET (16+ characters) on the server and restart it.
//   2. Fill in ENDPOINT, SECRET and MEMBERS below. Each member must be on the roster already
//      (Admin > Support Team); an unknown avatar key is answered 404.
//   3. Make the script no-modify for anyone else and never give the object away: the secret
//      is inside it. To change the secret, change it on the server and here.

string ENDPOINT = "https://land-office.example.com/api/support/status";
string SECRET = "paste the value of INWORLD_SECRET here";
list MEMBERS = [
    "8d58ead7-e1fa-4f74-ba98-1df6fb8695b3",
    "8fe61c8b-18e3-450d-9ef7-ade47db2f806"
];
float CHECK_EVERY = 60.0;   // seconds between checks
integer HEARTBEAT = 10;     // re-send "online" every HEARTBEAT checks, so last_seen stays fresh

list lastStatus;            // per member: "" (unknown or not yet delivered), "online", "offline"
list pendingQueries;        // [query key, member index, ...]
list pendingPosts;          // [request key, member index, ...]
integer checks;

checkAll()
{
    checks++;
    integer n = llGetListLength(MEMBERS);
    integer i;
    for (i = 0; i < n; i++) {
        key query = llRequestAgentData((key)llList2String(MEMBERS, i), DATA_ONLINE);
        pendingQueries += [query, i];
    }
}

report(integer i, string status)
{
    string body = llList2Json(JSON_OBJECT, ["uuid", llList2String(MEMBERS, i), "status", status]);
    key request = llHTTPRequest(ENDPOINT, [
        HTTP_METHOD, "POST",
        HTTP_MIMETYPE, "application/json",
        HTTP_CUSTOM_HEADER, "X-Inworld-Secret", SECRET,
        HTTP_VERIFY_CERT, TRUE
    ], body);
    pendingPosts += [request, i];
}

default
{
    state_entry()
    {
        lastStatus = [];
        integer n = llGetListLength(MEMBERS);
        integer i;
        for (i = 0; i < n; i++) lastStatus += [""];
        pendingQueries = [];
        pendingPosts = [];
        checks = 0;
        llSetTimerEvent(CHECK_EVERY);
        checkAll();
    }

    timer()
    {
        pendingQueries = [];   // answers that never came are dropped; this round asks again
        checkAll();
    }

    dataserver(key query, string data)
    {
        integer at = llListFindList(pendingQueries, [query]);
        if (at == -1) return;
        integer i = llList2Integer(pendingQueries, at + 1);
        pendingQueries = llDeleteSubList(pendingQueries, at, at + 1);
        string status = "offline";
        if (data == "1") status = "online";
        // Only changes are sent (llHTTPRequest is throttled per object), plus a periodic
        // "still online" so the roster's last_seen keeps moving while someone is in-world.
        if (status != llList2String(lastStatus, i) || (status == "online" && checks % HEARTBEAT == 0)) {
            lastStatus = llListReplaceList(lastStatus, [status], i, i);
            report(i, status);
        }
    }

    http_response(key request, integer code, list meta, string body)
    {
        integer at = llListFindList(pendingPosts, [request]);
        if (at == -1) return;
        integer i = llList2Integer(pendingPosts, at + 1);
        pendingPosts = llDeleteSubList(pendingPosts, at, at + 1);
        if (code != 200) {
            // Not delivered: forget what we sent so the next check sends it again.
            lastStatus = llListReplaceList(lastStatus, [""], i, i);
            llOwnerSay("Land Office answered " + (string)code + " for " + llList2String(MEMBERS, i) + ": " + body);
        }
    }

    on_rez(integer param)
    {
        llResetScript();
    }

    changed(integer change)
    {
        if (change & (CHANGED_OWNER | CHANGED_REGION_START)) llResetScript();
    }
}
